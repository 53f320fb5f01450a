/**
 * The page as the test environment made it, read once per worker: the web project's test files share a
 * worker's jsdom and modules (vite.config.ts), so after each file tests/setup.ts puts back what the app
 * changes outside its own elements (the language and colour mode on <html>, react-bootstrap's classes on
 * <body>, the title and anything else in <head>, the address, storage), as a new page would have them.
 */
type Attributes = [name: string, value: string][];

const attributesOf = (element: Element): Attributes =>
  element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? '']);

const pristine = {
  html: attributesOf(document.documentElement),
  body: attributesOf(document.body),
  head: document.head.innerHTML,
  href: location.href,
};

function putBack(element: Element, attributes: Attributes) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

export function restorePristinePage() {
  putBack(document.documentElement, pristine.html);
  putBack(document.body, pristine.body);
  document.head.innerHTML = pristine.head;
  history.replaceState(null, '', pristine.href);
  localStorage.clear();
  sessionStorage.clear();
}
