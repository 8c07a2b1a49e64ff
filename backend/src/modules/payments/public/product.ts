/** What a payment buys: a course, or a learning path (every course of it). */
export type Product = { type: 'course'; id: number } | { type: 'path'; id: number };
