import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serializeForScript, escapeHtml } from '../../src/ui/document';

describe('data serialized into the HTML', () => {
  it('a product name containing </script> cannot end the script element', () => {
    const out = serializeForScript({ name: 'Nice</script><script>alert(1)</script>' });
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: 'Nice</script><script>alert(1)</script>' });
  });

  it('round-trips any JSON value and never contains <, > or &', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const out = serializeForScript(v);
        expect(out).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it('escapes attribute text', () => {
    expect(escapeHtml(`"><img src=x onerror='a'>&`)).toBe('&quot;&gt;&lt;img src=x onerror=&#39;a&#39;&gt;&amp;');
  });
});
