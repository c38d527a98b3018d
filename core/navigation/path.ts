/**
 * Reading a route's path: the one way every widget and the host site decode it. A malformed escape
 * (`%E0%A4%A`) gives null, so no route matches and the guest sees "not found" — never an
 * exception thrown while a widget renders. The functions live in ./route-table (the matcher), which
 * imports nothing so Node can run it as it is; they are read from here as before.
 */
export { decodeSegment, pathSegments } from './route-table';
