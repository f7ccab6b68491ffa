import sharp from 'sharp';
import { CREATE_DONATION, confirmDonation, createDonation, pixVariables, validDonation } from '../support/donation-scenarios.js';
import { productionEnv, startTestApp, type TestApp } from '../support/harness.js';
import { pdfText } from '../support/pdf.js';
import { ADMIN, hasGpsPointer } from '../support/transparency-scenarios.js';

const UPDATE = `mutation Update($input: UpdateCampaignInput!) {
  updateCampaign(input: $input) {
    organisation { name cnpj email whatsapp city }
    videoPoster { url alt width height imageId srcSet webpSrcSet }
    story { proofImage { url alt imageId } }
    share { image { url alt imageId } }
  }
}`;
const CHECKLIST = `{ launchChecklist { ready items { key done detail fix } } }`;
const SET_PIX_HOLDER = `mutation Set($input: PixHolderInput!) { setPixHolder(input: $input) { name } }`;
const IDENTITY = {
  name: 'Associação Amigos da Lia',
  cnpj: '11222333000181',
  email: 'contato@amigosdalia.org.br',
  whatsapp: '+55 (21) 98765-4321',
  city: 'Niterói (RJ)',
};

/** A phone photo: 4000×3000 as the sensor wrote it, turned by the EXIF orientation, with the GPS position. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c0604a' } })
    .composite([{ input: Buffer.from('<svg width="4000" height="3000"><rect width="400" height="3000" fill="#123"/></svg>') }])
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'CameraMakerXYZ', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '22/1 54/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '43/1 6/1 0/1' },
    })
    .toBuffer();
}

async function upload(app: TestApp, file: Buffer, headers: Record<string, string> = ADMIN): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'IMG_0042.jpg');
  return fetch(`${app.url}/api/admin/images`, { method: 'POST', headers, body: form });
}

describe("the organiser's identity and photos, from the panel's API", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'https://doe.amigosdalia.org.br' } });
  });
  afterAll(() => app.close());

  it('a phone photo is stored upright, in three widths as WebP and JPEG, with no EXIF, and served as immutable', async () => {
    const original = await phonePhoto();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const response = await upload(app, original);
    expect(response.status).toBe(201);
    const image = (await response.json()) as { id: string; url: string; width: number; height: number };
    // Orientation 6 turns the 4000×3000 sensor picture upright: portrait, at most 1600 wide.
    expect(image).toMatchObject({ width: 1600, height: 2133, url: `/media/${image.id}-1600.jpg` });

    for (const [width, extension, format] of [
      [480, 'webp', 'webp'],
      [960, 'jpg', 'jpeg'],
      [1600, 'jpg', 'jpeg'],
    ] as const) {
      const served = await fetch(`${app.url}/media/${image.id}-${width}.${extension}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format, width });
      expect(metadata.height).toBe(Math.round((width * 4000) / 3000));
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('CameraMakerXYZ'))).toBe(false);
    }
    expect((await fetch(`${app.url}/media/${image.id}-123.jpg`)).status).toBe(404);
    expect((await fetch(`${app.url}/media/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('refuses what is not a photo, a picture too large to decode and an upload without the token, storing nothing', async () => {
    const before = await app.deps.models.Image.countDocuments();
    const notAPhoto = await upload(app, Buffer.from('%PDF-1.4 not a photo'));
    expect(notAPhoto.status).toBe(400);
    expect(await notAPhoto.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: expect.stringMatching(/JPEG, PNG ou WebP/),
    });
    // 61 megapixels of one colour: a few kilobytes of PNG, too many pixels to decode.
    const huge = await sharp({ create: { width: 9000, height: 6800, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const refused = await upload(app, huge);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/grande demais.*megapixels/);
    const anonymous = await upload(app, await phonePhoto(), {});
    expect(anonymous.status).toBe(401);
    expect(await app.deps.models.Image.countDocuments()).toBe(before);
  });

  it('updateCampaign takes the identity and the three photos; the page, the checklist and new receipts follow, old receipts keep theirs', async () => {
    // A receipt issued before the change.
    const before = await createDonation(app, { cpf: '52998224725', name: 'Maria Antes' });
    await confirmDonation(app, before);
    const oldReceipt = await fetch(`${app.url}/api/minha-doacao/${pixVariables(before).accessToken}/recibo.pdf`);
    expect(pdfText(Buffer.from(await oldReceipt.arrayBuffer()))).toContain('Instituto Exemplo de Apoio');

    const checklistBefore = await app.graphql(CHECKLIST, {}, ADMIN);
    const doneBefore = Object.fromEntries(
      checklistBefore.body.data.launchChecklist.items.map((item: { key: string; done: boolean }) => [item.key, item.done]),
    );
    expect(doneBefore).toMatchObject({ identity: false, videoPoster: false, shareImage: false, proofImage: false, texts: false });

    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(((await (await upload(app, await phonePhoto())).json()) as { id: string }).id);
    const blankAlt = await app.graphql(UPDATE, { input: { videoPoster: { imageId: ids[0], alt: '  ' } } }, ADMIN);
    expect(blankAlt.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'videoPoster.alt' });
    const badTaxId = await app.graphql(UPDATE, { input: { organisation: { ...IDENTITY, cnpj: '11222333000182' } } }, ADMIN);
    expect(badTaxId.body.errors![0].message).toMatch(/CNPJ ou CPF inválido/);
    const unknownImage = await app.graphql(UPDATE, { input: { shareImage: { imageId: 'a'.repeat(24), alt: 'Lia' } } }, ADMIN);
    expect(unknownImage.body.errors![0].extensions.code).toBe('NOT_FOUND');

    const { body } = await app.graphql(
      UPDATE,
      {
        input: {
          isExample: false,
          organisation: IDENTITY,
          videoPoster: { imageId: ids[0], alt: 'A Lia sorrindo no colo da mãe' },
          proofImage: { imageId: ids[1], alt: 'Laudo médico da Lia' },
          shareImage: { imageId: ids[2], alt: 'A Lia no hospital' },
        },
      },
      ADMIN,
    );
    expect(body.errors).toBeUndefined();
    const campaign = body.data.updateCampaign;
    expect(campaign.organisation).toEqual({
      name: 'Associação Amigos da Lia',
      cnpj: '11.222.333/0001-81',
      email: 'contato@amigosdalia.org.br',
      whatsapp: '5521987654321',
      city: 'Niterói (RJ)',
    });
    expect(campaign.videoPoster).toEqual({
      url: `/media/${ids[0]}-1600.jpg`,
      alt: 'A Lia sorrindo no colo da mãe',
      width: 1600,
      height: 2133,
      imageId: ids[0],
      srcSet: `/media/${ids[0]}-480.jpg 480w, /media/${ids[0]}-960.jpg 960w, /media/${ids[0]}-1600.jpg 1600w`,
      webpSrcSet: `/media/${ids[0]}-480.webp 480w, /media/${ids[0]}-960.webp 960w, /media/${ids[0]}-1600.webp 1600w`,
    });
    expect(campaign.story.proofImage).toMatchObject({ imageId: ids[1], alt: 'Laudo médico da Lia' });
    expect(campaign.share.image).toMatchObject({ imageId: ids[2], alt: 'A Lia no hospital' });

    // The home page preloads the poster as the <picture> will choose it: the WebP set, not the largest JPEG.
    const home = await (await fetch(`${app.url}/`)).text();
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(home)?.[0] ?? '';
    expect(preload).toContain(`imageSrcSet="${campaign.videoPoster.webpSrcSet}"`);
    expect(preload).toContain('type="image/webp"');

    // Changing only the description keeps the photo.
    const altOnly = await app.graphql(UPDATE, { input: { videoPoster: { alt: 'A Lia e a mãe' } } }, ADMIN);
    expect(altOnly.body.data.updateCampaign.videoPoster).toMatchObject({ imageId: ids[0], alt: 'A Lia e a mãe' });

    // What the footer and the legal pages read: the public campaign.
    const publicView = await app.graphql('{ campaign { organisation { name cnpj city } } }');
    expect(publicView.body.data.campaign.organisation).toEqual({
      name: 'Associação Amigos da Lia',
      cnpj: '11.222.333/0001-81',
      city: 'Niterói (RJ)',
    });
    const audit = await app.deps.models.AuditEntry.findOne({
      action: 'updateCampaign',
      'details.organisation': { $exists: true },
    }).lean();
    expect(audit?.details).toMatchObject({ organisation: { to: { name: 'Associação Amigos da Lia' } } });

    const checklist = (await app.graphql(CHECKLIST, {}, ADMIN)).body.data.launchChecklist;
    const done = Object.fromEntries(checklist.items.map((item: { key: string; done: boolean }) => [item.key, item.done]));
    expect(done).toEqual({
      texts: true,
      videoPoster: true,
      proofImage: true,
      shareImage: true,
      identity: true,
      legalController: true,
      publicUrl: true,
      // This test app runs the example PIX key and holder (tests/api/pix-holder.test.ts), and no SMTP: the checklist says so, and is not ready.
      pixHolder: false,
      pixHolderTest: false,
      pixKey: false,
      smtp: false,
    });
    expect(checklist.ready).toBe(false);
    expect((await app.graphql('{ campaign { isExample } }')).body.data.campaign.isExample).toBe(true);

    // A receipt issued after the change carries the new identity; the earlier one still says what it said.
    const after = await createDonation(app, { cpf: '52998224725', name: 'Maria Depois' });
    await confirmDonation(app, after);
    const newText = pdfText(
      Buffer.from(await (await fetch(`${app.url}/api/minha-doacao/${pixVariables(after).accessToken}/recibo.pdf`)).arrayBuffer()),
    );
    expect(newText).toContain('Associação Amigos da Lia');
    expect(newText).toContain('11.222.333/0001-81');
    const oldText = pdfText(
      Buffer.from(
        await (await fetch(`${app.url}/api/minha-doacao/${pixVariables(before).accessToken}/recibo.pdf`)).arrayBuffer(),
      ),
    );
    expect(oldText).toContain('Instituto Exemplo de Apoio');
    expect(oldText).not.toContain('Amigos da Lia');
  });
});

describe('going live', () => {
  it('with every item done the checklist is ready and the ribbon goes; in production the example identity takes no donation', async () => {
    const env = productionEnv();
    const app = await startTestApp({
      env,
      content: (content) => ({
        ...content,
        isExample: false,
        videoPoster: undefined,
        videoUrl: undefined,
        story: { ...content.story, proofImage: undefined },
        share: { ...content.share, image: undefined },
      }),
    });
    try {
      const refused = await app.graphql(CREATE_DONATION, { input: validDonation() });
      expect(refused.body.errors![0]).toMatchObject({
        message: expect.stringMatching(/ainda não está recebendo doações/),
        extensions: { code: 'CAMPAIGN_NOT_READY' },
      });
      expect(await app.deps.models.Donation.countDocuments()).toBe(0);

      let checklist = (await app.graphql(CHECKLIST, {}, ADMIN)).body.data.launchChecklist;
      expect(checklist.items.filter((item: { done: boolean }) => !item.done).map((item: { key: string }) => item.key)).toEqual([
        'identity',
        'legalController',
        'pixHolder',
        'pixHolderTest',
      ]);
      const update = await app.graphql(UPDATE, { input: { organisation: IDENTITY } }, ADMIN);
      expect(update.body.errors).toBeUndefined();
      // Who receives the PIX, and the owner's R$ 1 test of it (tests/api/pix-holder.test.ts).
      const holder = { name: IDENTITY.name, document: IDENTITY.cnpj, institution: 'Banco Inter' };
      expect((await app.graphql(SET_PIX_HOLDER, { input: holder }, ADMIN)).body.errors).toBeUndefined();
      expect(
        (await app.graphql('mutation { confirmPixHolderTest(confirmed: true) { testedAt } }', {}, ADMIN)).body.errors,
      ).toBeUndefined();
      checklist = (await app.graphql(CHECKLIST, {}, ADMIN)).body.data.launchChecklist;
      expect(checklist.ready).toBe(true);
      expect((await app.graphql('{ campaign { isExample } }')).body.data.campaign.isExample).toBe(false);
      const accepted = await app.graphql(CREATE_DONATION, { input: validDonation() });
      expect(accepted.body.data.createDonation.id).toMatch(/^[0-9a-f]{24}$/);
    } finally {
      await app.close();
    }
  });
});
