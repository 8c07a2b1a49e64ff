// The part of React Router the three apps use. federation-shared.mjs shares THIS module as the
// 'react-router-dom' singleton: a shared module keeps every export it has, so sharing the whole
// package would ship all of React Router (data routers, server rendering) to every page.
// Using another name from 'react-router-dom' means adding it here (ESLint enforces the list).
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
