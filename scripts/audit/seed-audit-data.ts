/**
 * What the logged-in pages need to show something real: a boutique with its admin and one
 * active consultant, an inventory, a trending-gowns document, a bride analysed by the built-in
 * analyst (with two inspiration photos), a pending invitation (its set-up link, from the mail
 * catcher) and the id of one of the demo boutique's seeded brides.
 */
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { jpegWithGps, pngImage } from '@bridal/testing/make-images';
import type { AuditPlatform } from './audit-platform';

export interface Account {
  email: string;
  password: string;
}

export interface AuditData {
  boutiqueId: number;
  slug: string;
  admin: Account;
  consultant: Account;
  brideId: string;
  brideName: string;
  demoBrideId: string;
  /** /consultant-signup?token=... from the invitation e-mail. */
  invitationPath: string;
}

const stamp = Date.now();
const owner = {
  name: 'Audrey Vale',
  email: `audrey.${stamp}@vale-bridal.com`,
  password: 'Charmeuse&Veil2026',
  phone: '2075550188',
  boutiqueName: 'Vale Bridal Atelier',
  address: '40 Fore St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
const consultant = {
  name: 'Nora Quill',
  email: `nora.${stamp}@vale-bridal.com`,
  password: 'Mikado&Pearl2026',
  goals: 'Offer a veil with every gown she loves.\nClose two appointments a day.',
};
const invitee = { name: 'Lena Marsh', email: `lena.${stamp}@vale-bridal.com` };
const brideName = 'Genevieve Laurent';

const inventoryCsv = [
  'Style Number,Designer,Name,Price,Silhouette,Neckline,Fabric,Sizes,Best Seller,Description',
  'VB-1,Juniper Lane,Coralie,2150,Fit & Flare,Sweetheart,Lace,4-12,yes,Romantic garden lace with long sleeves',
  'VB-2,Juniper Lane,Thea,1780,A-Line,V Neck,Organza,2-14,no,Airy garden party gown with 3D flowers',
  'VB-3,Marlow,Vesper,3900,Mermaid,Strapless,Sequin,6-10,yes,Glam evening look',
  'VB-4,Marlow,Isla,1450,Sheath,Square,Crepe,0-12,yes,Clean modern crepe',
  'VB-5,Rue Bridal,Sage,1950,A-Line,Off the Shoulder,Chiffon,2-16,no,Soft chiffon with a chapel train',
].join('\n');

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

export async function seedAuditData(platform: AuditPlatform): Promise<AuditData> {
  const base = platform.baseUrl;
  const { sql } = platform.database;
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });

  await expectOk(await fetch(`${base}/api/signup`, json(owner)), 'sign-up');
  const [row] = await sql<{ boutiqueId: number; slug: string }[]>`
    SELECT b.id AS boutique_id, b.slug FROM boutiques b JOIN users u ON u.boutique_id = b.id AND u.role = 'owner'
    WHERE lower(u.email) = lower(${owner.email})`;
  const { boutiqueId } = row!;
  const slug = row!.slug;
  // Invitations wait for the owner's confirmed address: she opens the link she was e-mailed.
  const confirmation = await platform.mail.waitFor(
    (mail) => mail.to.includes(owner.email) && mail.text.includes('/confirm-email?token='),
    60_000,
  );
  const confirmationToken = /\/confirm-email\?token=([\w-]+)/.exec(confirmation.text)?.[1];
  await expectOk(
    await fetch(`${base}/api/auth/confirm-email`, json({ token: confirmationToken })),
    'e-mail confirmation',
  );
  await sql`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status, coaching_goals)
    VALUES (${boutiqueId}, ${consultant.email}, ${consultant.name}, ${await hashPassword(consultant.password)},
            'consultant', 'active', ${consultant.goals})`;

  const login = await expectOk(
    await fetch(`${base}/api/auth/login`, json({ email: owner.email, password: owner.password })),
    'admin login',
  );
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const asAdmin = (path: string, init: RequestInit) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { cookie, origin: base, ...(init.headers as Record<string, string> | undefined) },
    });

  const inventory = new FormData();
  inventory.append('inventory', new Blob([inventoryCsv], { type: 'text/csv' }), 'vale inventory.csv');
  await expectOk(await asAdmin('/api/inventory/upload', { method: 'POST', body: inventory }), 'inventory upload');

  const documents = new FormData();
  documents.append('files', new Blob([inventoryCsv], { type: 'text/csv' }), 'top-sellers.csv');
  documents.append('description', 'Spring top sellers');
  await expectOk(await asAdmin('/api/trending-gowns/upload', { method: 'POST', body: documents }), 'trending upload');

  await expectOk(
    await asAdmin('/api/consultants/invite', {
      ...json({ ...invitee, coachingGoals: 'Learn the inventory in her first week.' }),
      headers: { 'content-type': 'application/json' },
    }),
    'invitation',
  );

  const survey = new FormData();
  const fields: Record<string, string | string[]> = {
    name: brideName,
    weddingDate: '2027-06-19',
    weddingLocation: 'Portland, ME',
    weddingVenue: 'Deering Oaks Rose Garden',
    pinterestBoard: 'https://www.pinterest.com/genevieve/garden-wedding-dresses/',
    weddingVibes: ['garden-party', 'classic'],
    specificVision: 'Soft lace, long sleeves, nothing strapless.',
    shoppingParty: ['mom', 'sister', 'other', 'custom:Aunt Jo'],
    currentFeeling: ['nervous', 'hopeful'],
    shoppingIntention: 'serious-shopping',
    budget: '2000-3000',
    additionalNotes: 'My sister is the honest one.',
    boutiqueName: slug,
  };
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) survey.append(key, item);
  survey.append(
    'inspirationImages',
    new Blob([new Uint8Array(await jpegWithGps({ colour: '#f4efe6' }))], { type: 'image/jpeg' }),
    'garden-lace.jpg',
  );
  survey.append(
    'inspirationImages',
    new Blob([new Uint8Array(await pngImage({ colour: '#e9c2c6' }))], { type: 'image/png' }),
    'blush.png',
  );
  const submitted = await expectOk(
    await fetch(`${base}/api/surveys`, { method: 'POST', headers: { origin: base }, body: survey }),
    'survey',
  );
  const { brideId } = (await submitted.json()) as { brideId: string };

  await until('the analysis of the seeded bride', async () => {
    const [bride] = await sql<{ status: string }[]>`SELECT status FROM brides WHERE id = ${brideId}`;
    return bride?.status === 'ready' ? true : undefined;
  });
  const demoBrideId = await until('a ready demo bride', async () => {
    const [bride] = await sql<{ id: string }[]>`
      SELECT id FROM brides WHERE boutique_id = ${demoBoutiqueId} AND status = 'ready' ORDER BY submitted_at LIMIT 1`;
    return bride?.id;
  });
  const invitation = await platform.mail.waitFor((mail) => mail.to.includes(invitee.email), 60_000);
  const invitationPath = /\/consultant-signup\?token=[^\s"'<>)]+/.exec(invitation.text)?.[0];
  if (!invitationPath) throw new Error(`no set-up link in the invitation: ${invitation.text}`);

  return {
    boutiqueId,
    slug,
    admin: { email: owner.email, password: owner.password },
    consultant: { email: consultant.email, password: consultant.password },
    brideId,
    brideName,
    demoBrideId,
    invitationPath,
  };
}
