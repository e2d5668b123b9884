// Stands in for Gatsby's runtime in component tests: Link renders a plain anchor, graphql is
// inert, and useStaticQuery returns whatever a test set with mockStaticQuery.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

let staticQueryData = {};

// Props Gatsby's Link understands that a plain anchor must not receive.
const GATSBY_LINK_ONLY_PROPS = [
  "activeClassName",
  "activeStyle",
  "getProps",
  "innerRef",
  "partiallyActive",
  "ref",
  "replace",
  "state",
];

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(({ to, ...props }) => {
    const rest = Object.fromEntries(
      Object.entries(props).filter(([key]) => !GATSBY_LINK_ONLY_PROPS.includes(key)),
    );
    return React.createElement("a", { ...rest, href: to });
  }),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  navigate: jest.fn(),
  withPrefix: (path) => path,
  useStaticQuery: jest.fn(() => staticQueryData),
  __setStaticQueryData: (data) => {
    staticQueryData = data;
  },
};
