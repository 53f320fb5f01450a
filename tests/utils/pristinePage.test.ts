import { restorePristinePage } from './pristinePage';

// Test files share a worker's page (vite.config.ts): what one leaves on it, the next must not find.
it('puts back what a test file changed outside its own elements, as a new page has it', () => {
  const before = {
    html: document.documentElement.outerHTML.replace(/<body[^]*$/, ''),
    body: document.body.getAttributeNames(),
    title: document.title,
    href: location.href,
  };
  document.documentElement.lang = 'yo';
  document.documentElement.setAttribute('data-bs-theme', 'dark');
  document.documentElement.classList.add('js', 'app-ready');
  document.body.classList.add('modal-open');
  document.body.style.overflow = 'hidden';
  document.title = 'Àwọn ìtọ́sọ́nà';
  history.pushState(null, '', '/yo/documents/nin?tab=faqs');
  localStorage.setItem('cgn.language.v1', '"yo"');
  sessionStorage.setItem('cgn.unsaved', '1');

  restorePristinePage();

  expect(document.documentElement.outerHTML.replace(/<body[^]*$/, '')).toBe(before.html);
  expect(document.body.getAttributeNames()).toEqual(before.body);
  expect(document.title).toBe(before.title);
  expect(location.href).toBe(before.href);
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
});
