/** A catalogue poster as the back office creates it: English, Swedish and German texts, two sizes. */
export const newPoster = (sku: string, slug: string) => ({
  sku,
  type: 1,
  sizes: ['30x40', '50x70'],
  texts: [
    { language: 'en', name: `Harbour ${sku}`, slug, description: '<p>Blue <b>harbour</b><script>alert(1)</script></p>' },
    { language: 'sv', name: `Hamnen ${sku}`, slug: `${slug}-sv`, description: '<p>Blå hamn</p>' },
    { language: 'de', name: `Hafen ${sku}`, slug: `${slug}-de`, description: '<p>Blauer Hafen</p>' },
  ],
  metadata: { pp: true, disable_bw: false },
});
