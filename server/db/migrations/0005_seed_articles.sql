-- SPEC §3's seed data, now in the database: three published articles (documents, government,
-- education). Their old addresses (/articles/seed-…, when the items lived in the browser) redirect.
insert into articles
  (id, slug, title, summary, category, content, author, status, revision, created_at, updated_at,
   published_at, first_published_at)
values
  ('5eed0000-0000-4000-8000-000000000001', 'how-to-get-your-national-identification-number-nin',
   'How to get your National Identification Number (NIN)',
   'Where to enrol, what to bring, and what it costs.',
   'documents',
   'Enrol at an NIMC office or a licensed enrolment centre with a document that shows who you are. First enrolment is free. Your 11-digit NIN is yours for life.',
   'Editorial team', 'published', 1,
   '2026-09-01T09:00:00Z', '2026-10-15T09:00:00Z', '2026-09-01T09:00:00Z', '2026-09-01T09:00:00Z'),
  ('5eed0000-0000-4000-8000-000000000002', 'the-three-tiers-of-government-in-nigeria',
   'The three tiers of government in Nigeria',
   'Federal, state and local government, and what each one does.',
   'government',
   'Nigeria has a federal government, 36 state governments plus the Federal Capital Territory, and 774 local government areas. Each tier has its own responsibilities.',
   'Editorial team', 'published', 1,
   '2026-09-08T09:00:00Z', '2026-09-08T09:00:00Z', '2026-09-08T09:00:00Z', '2026-09-08T09:00:00Z'),
  ('5eed0000-0000-4000-8000-000000000003', 'registering-for-the-jamb-utme',
   'Registering for the JAMB UTME',
   'The profile, the PIN and the accredited centre, in order.',
   'education',
   'Create a JAMB profile with your NIN, buy the registration PIN from an approved vendor, then complete your registration at an accredited centre.',
   'Editorial team', 'published', 1,
   '2026-09-20T09:00:00Z', '2026-10-02T09:00:00Z', '2026-09-20T09:00:00Z', '2026-09-20T09:00:00Z');

insert into article_slug_redirects (slug, article_id, created_at) values
  ('seed-nin-guide', '5eed0000-0000-4000-8000-000000000001', '2026-11-26T00:00:00Z'),
  ('seed-three-tiers', '5eed0000-0000-4000-8000-000000000002', '2026-11-26T00:00:00Z'),
  ('seed-jamb-utme', '5eed0000-0000-4000-8000-000000000003', '2026-11-26T00:00:00Z');
