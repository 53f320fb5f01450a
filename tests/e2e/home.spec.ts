import { type Page } from '@playwright/test';
import { NEWSLETTER_PATH } from '@/shared/api/newsletterAction';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';

const HERO_TITLE = 'Government services in Nigeria, explained simply';
const THANKS = 'Thank you for your interest!';

/** The newsletter section and its parts, on a freshly loaded home page. */
async function openNewsletter(page: Page) {
  await page.goto('/');
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'Get new guides in your inbox' });
  return {
    section,
    input: section.getByRole('textbox', { name: 'E-mail address' }),
    submit: section.getByRole('button', { name: 'Subscribe' }),
  };
}

/** What the page writes to its console that mentions `text`: a visitor's address must never be there. */
function consoleMentions(page: Page, text: string) {
  const written: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(text)) written.push(message.text());
  });
  return written;
}

test('home shows its h1 and every section, and fits the screen', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
  for (const name of [
    'Browse by topic',
    'Featured guides',
    'Citizen Guide in numbers',
    'Get new guides in your inbox',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Browse by topic' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Featured guides' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'View All Content' })).toHaveAttribute('href', '/all-content');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.screenshot({ path: `test-results/screens/home-${testInfo.project.name}.png`, fullPage: true });
});

test('the hero search and a popular search open their results', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const hero = page.getByRole('region', { name: HERO_TITLE });
  const box = hero.getByRole('searchbox', { name: 'Search guides' });
  await box.fill('birth certificate');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=birth+certificate&from=hero');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toHaveText(
    'Birth certificate',
  );

  await page.goBack();
  await page.getByRole('region', { name: HERO_TITLE }).getByRole('link', { name: "voter's card" }).click();
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: "voter's card", from: 'popular' })}`);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue("voter's card");
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toContainText(
    "Voter's card",
  );
});

test('a category card and the full guide card lead to their pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Featured guides' }).getByRole('link', { name: /NIN/ }).click();
  await expect(page).toHaveURL('/documents/nin');

  await page.goto('/');
  await page.getByRole('region', { name: 'Browse by topic' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
});

test('newsletter: thanks for 5 s, then the empty form returns', async ({ page }) => {
  const written = consoleMentions(page, 'ada@example.com');
  // The page's clock, installed before it loads, stopped once the app runs: the thanks' 5 s pass only
  // when the journey moves it (the machine's THANKS_RESET delay is a timer of the page's).
  await page.clock.install();
  const { section, input, submit } = await openNewsletter(page);
  await page.clock.pauseAt(Date.now() + 1000);

  await input.fill('ada@example.com');
  await submit.click();

  await expect(section.getByText(THANKS)).toBeVisible();
  // Focus follows the vanished button to the message, so keyboard users are not thrown to the top.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(THANKS);
  // It says what is true: a link to confirm is on its way; no log holds the address.
  await expect(
    section.getByText('Check your inbox: we are sending a link to ada@example.com.'),
  ).toBeVisible();
  expect(written).toEqual([]);

  // Still thanking a moment before the 5 s end…
  await page.clock.runFor(4_990);
  await expect(section.getByText(THANKS)).toBeVisible();
  await expect(input).toBeHidden();

  // …and back to an empty form once they have.
  await page.clock.runFor(10);
  await expect(input).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(section.getByText(THANKS)).toBeHidden();
});

test('newsletter: the browser blocks an invalid address', async ({ page }) => {
  const written = consoleMentions(page, 'not-an-email');
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === NEWSLETTER_PATH)
      signUps.push(request.postData() ?? '');
  });
  const { section, input, submit } = await openNewsletter(page);

  await input.fill('not-an-email');
  await submit.click();

  expect(await input.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(section.getByText(THANKS)).toBeHidden();
  await expect(input).toHaveValue('not-an-email');
  // Corrected, the address goes and is thanked for: the one sign-up the page sent, so the invalid one,
  // typed before it, never went (nor was it written to any log).
  await input.fill('ada@example.com');
  await submit.click();
  await expect(section.getByText(THANKS)).toBeVisible();
  expect(signUps).toHaveLength(1);
  expect(signUps[0]).toContain('example.com');
  expect(written).toEqual([]);
});

test('newsletter: the guard refuses what the browser lets through', async ({ page }) => {
  const { section, input, submit } = await openNewsletter(page);

  // Valid to the browser (no dot is needed), but not an address anyone can receive mail at.
  await input.fill('ada@example');
  await submit.click();

  await expect(
    section.getByText('Enter an e-mail address in the correct format, like name@example.com'),
  ).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('ada@example');
  await expect(section.getByText(THANKS)).toBeHidden();
});
