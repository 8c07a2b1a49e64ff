// What a stylesheet import gives a spec (rspack bundles the CSS on the page).
export default {};
