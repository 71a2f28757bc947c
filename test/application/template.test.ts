/**
 * The personalised template form (docs/rules/personalisation.md#templates "Customisable text poster", docs/rules/personalisation.md#field-limits personalised fields,
 * docs/rules/product-pages.md#size-frame-and-options heart text size and label caps), driven by events through the shop system's template flow
 * beside the product's configurator: every template's defaults are valid, each field one
 * character over its maximum (or empty) makes the template invalid and blocks add to cart,
 * the member counts decide which names are checked.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  BABY_LIMITS,
  BEST_FRIENDS_LIMITS,
  FAMILY_LIMITS,
  HEART_LIMITS,
  LOVE_LIMITS,
  PET_LIMITS,
  SIGNIFICANT_OTHER_LIMITS,
  ZODIAC_LIMITS,
  CUSTOM_TEXT_LIMITS,
  TEMPLATE_IDS,
  templateDefaults,
  type CartLine,
  type TemplateId,
} from '../../src/domain';
import { configuratorMachine } from '../../src/application/flows/configurator/machine';
import { selectCanAddToCart } from '../../src/application/flows/configurator/selectors';
import {
  selectInvalidFields,
  selectLabelCap,
  selectPreviewSvg,
  selectTemplateValid,
} from '../../src/application/flows/template/selectors';
import { templateFlow } from '../../src/application/system/flows/template.flow';
import type { TemplateEvent } from '../../src/application/flows/template/events';
import { catalogueProduct } from '../fakes/catalogue-products';

const start = (templateId: TemplateId) => {
  const product = catalogueProduct({ metadata: { template: templateId, assets: { preview: '/p.webp' } } });
  const added: (readonly CartLine[])[] = [];
  let n = 0;
  const configurator = createActor(configuratorMachine.provide({ actions: { addLines: (_, { lines }) => added.push(lines) } }), {
    input: { product, frames: [], requestedSize: null, newLineId: () => `line-${(n += 1)}` },
  }).start();
  const { logic, input } = templateFlow.prepare({} as never, { product, configurator });
  const template = createActor(logic, { input }).start();
  const send = (...events: TemplateEvent[]) => events.forEach((e) => template.send(e));
  return { configurator, template, send, added, canAdd: () => selectCanAddToCart(configurator.getSnapshot()) };
};

const text = (field: string, value: string): TemplateEvent => ({ type: 'template.setText', field, value });

/** Each text field with its maximum (docs/rules/personalisation.md#field-limits). */
const TEXT_LIMITS: ReadonlyArray<[TemplateId, string, number]> = [
  ['baby', 'name', BABY_LIMITS.name],
  ['baby', 'datetime', BABY_LIMITS.datetime],
  ['baby', 'weight', BABY_LIMITS.weight],
  ['baby', 'height', BABY_LIMITS.height],
  ['best-friends', 'since', BEST_FRIENDS_LIMITS.since],
  ['cat', 'name', PET_LIMITS.name],
  ['cat', 'date', PET_LIMITS.date],
  ['dog', 'name', PET_LIMITS.name],
  ['dog', 'date', PET_LIMITS.date],
  ['heart', 'text', HEART_LIMITS.text],
  ['love', 'names', LOVE_LIMITS.names],
  ['love', 'date', LOVE_LIMITS.date],
  ['love', 'place', LOVE_LIMITS.place],
  ['love-alternate', 'names', LOVE_LIMITS.names],
  ['love-alternate', 'date', LOVE_LIMITS.date],
  ['love-alternate', 'place', LOVE_LIMITS.place],
  ['significant-other', 'significantOther', SIGNIFICANT_OTHER_LIMITS.significantOther],
  ['significant-other', 'significantText', SIGNIFICANT_OTHER_LIMITS.significantText],
  ['zodiac', 'zodiac', ZODIAC_LIMITS.zodiac],
  ['zodiac', 'name', ZODIAC_LIMITS.name],
  ['zodiac', 'date', ZODIAC_LIMITS.date],
  ['custom', 'text', CUSTOM_TEXT_LIMITS.text],
];

describe('every template starts valid and can be added to the cart with its values', () => {
  it.each(TEMPLATE_IDS)('%s', (id) => {
    const { template, configurator, added, canAdd } = start(id);
    expect(selectTemplateValid(template.getSnapshot())).toBe(true);
    expect(canAdd()).toBe(true);
    configurator.send({ type: 'config.addToCart' });
    expect(added).toHaveLength(1);
    expect(added[0]![0]!.template).toEqual({
      kind: 'template',
      templateId: id,
      values: templateDefaults(id),
      assets: { preview: '/p.webp' },
      valid: true,
    });
  });
});

describe('a field over its maximum, or empty, is invalid and blocks add to cart (docs/rules/checkout.md#cart-lines)', () => {
  it.each(TEXT_LIMITS)('%s.%s at most %i', (id, field, max) => {
    const { template, send, canAdd, configurator, added } = start(id);
    send(text(field, 'x'.repeat(max)));
    expect(selectTemplateValid(template.getSnapshot())).toBe(true);
    send(text(field, 'x'.repeat(max + 1)));
    expect(selectInvalidFields(template.getSnapshot())).toEqual([field]);
    expect(canAdd()).toBe(false);
    configurator.send({ type: 'config.addToCart' });
    expect(added).toHaveLength(0);
    send(text(field, ''));
    expect(selectInvalidFields(template.getSnapshot())).toEqual([field]);
    send(text(field, 'ok'));
    expect(canAdd()).toBe(true);
  });
});

describe('best friends: 2 to 4, only the chosen number checked', () => {
  it('names beyond the chosen number are not checked; raising the number checks them', () => {
    const { template, send, canAdd } = start('best-friends');
    send({ type: 'template.setFriend', index: 0, value: 'x'.repeat(BEST_FRIENDS_LIMITS.name + 1) });
    expect(selectInvalidFields(template.getSnapshot())).toEqual(['bestFriends[0]']);
    send({ type: 'template.setFriend', index: 0, value: 'Ada' });
    send({ type: 'template.setCount', count: 3 });
    expect(selectInvalidFields(template.getSnapshot())).toEqual(['bestFriends[2]']);
    send({ type: 'template.setFriend', index: 2, value: 'Grace' }, { type: 'template.setFriend', index: 3, value: '' });
    expect(canAdd()).toBe(true);
    send({ type: 'template.setCount', count: 5 });
    expect(selectInvalidFields(template.getSnapshot())).toEqual(['numFriends']);
    send({ type: 'template.setCount', count: 1 });
    expect(canAdd()).toBe(false);
  });
});

describe('family: 2 to 6 members, name 22, year of birth 4, label cap by member count (docs/rules/personalisation.md#text-layout)', () => {
  it.each([
    [2, 146],
    [3, 120],
    [4, 80],
    [5, 62],
    [6, 56],
  ])('%i members: cap %i px, only those checked', (count, cap) => {
    const { template, send, canAdd } = start('family');
    send({ type: 'template.setCount', count });
    for (let i = 0; i < count; i++)
      send(
        { type: 'template.setMember', index: i, field: 'name', value: `M${i}` },
        { type: 'template.setMember', index: i, field: 'yob', value: '2000' },
      );
    expect(canAdd()).toBe(true);
    expect(selectLabelCap(template.getSnapshot())).toBe(cap);
    send({ type: 'template.setMember', index: count - 1, field: 'yob', value: '20001' });
    expect(selectInvalidFields(template.getSnapshot())).toEqual([`familyMembers[${count - 1}].yob`]);
    send({ type: 'template.setMember', index: count - 1, field: 'name', value: 'x'.repeat(FAMILY_LIMITS.name + 1) });
    expect(selectInvalidFields(template.getSnapshot())).toEqual([
      `familyMembers[${count - 1}].name`,
      `familyMembers[${count - 1}].yob`,
    ]);
  });
  it.each([1, 7])('%i members is invalid', (count) => {
    const { template, send, canAdd } = start('family');
    send({ type: 'template.setCount', count });
    expect(selectInvalidFields(template.getSnapshot())).toEqual(['numMembers']);
    expect(canAdd()).toBe(false);
  });
});

describe('heart text size 10–500 % and custom text style and alignment', () => {
  it.each([
    [10, true],
    [500, true],
    [9, false],
    [501, false],
  ])('heart size %i valid: %s', (size, valid) => {
    const { template, send } = start('heart');
    send({ type: 'template.setTextSize', size });
    expect(selectTemplateValid(template.getSnapshot())).toBe(valid);
  });
  it('the heart text grows in the preview with the slider while it fits the heart', () => {
    const { template, send } = start('heart');
    const fontSize = () => {
      const svg = selectPreviewSvg(template.getSnapshot(), { size: '50x70', margin: false, blackAndWhite: false });
      return Number(/font-size="([\d.]+)"[^>]*data-label="text-0"/.exec(svg)![1]);
    };
    send({ type: 'template.setTextSize', size: 10 });
    const before = fontSize();
    send({ type: 'template.setTextSize', size: 20 });
    expect(fontSize()).toBeCloseTo(before * 2, 0);
    // Past what the heart holds, the text is fitted rather than grown off its edges.
    send({ type: 'template.setTextSize', size: 500 });
    expect(fontSize()).toBeLessThan(before * 50);
  });
  it.each([
    [1, true],
    [6, true],
    [0, false],
    [7, false],
  ])('custom style %i valid: %s', (style, valid) => {
    const { template, send } = start('custom');
    send({ type: 'template.setStyle', style });
    expect(selectTemplateValid(template.getSnapshot())).toBe(valid);
  });
  it.each(['left', 'center', 'right'] as const)('custom alignment %s draws the text anchored there', (alignment) => {
    const { template, send } = start('custom');
    send({ type: 'template.setAlignment', alignment });
    const anchor = { left: 'start', center: 'middle', right: 'end' }[alignment];
    expect(selectPreviewSvg(template.getSnapshot(), { size: '50x70', margin: false, blackAndWhite: false })).toContain(
      `text-anchor="${anchor}"`,
    );
  });
});

describe('the live preview redraws as the shopper types', () => {
  it.each(TEMPLATE_IDS.filter((id) => id !== 'family' && id !== 'best-friends'))('%s', (id) => {
    const { template, send } = start(id);
    const svg = () => selectPreviewSvg(template.getSnapshot(), { size: '50x70', margin: false, blackAndWhite: false });
    const field = TEXT_LIMITS.find(([t]) => t === id)![1];
    const before = svg();
    send(text(field, 'Zeta <&>'));
    expect(svg()).not.toBe(before);
    expect(svg()).toMatch(/Zeta &lt;&amp;&gt;|ZETA &lt;&amp;&gt;/); // escaped, captions upper-case
  });
});
