import { useSelector } from '@xstate/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { templateMachine } from '../../../application/flows/template/machine';
import type { configuratorMachine } from '../../../application/flows/configurator/machine';
import { fieldMaximum, TEXT_FIELDS } from '../../../application/flows/template/values';
import {
  selectInvalidFields,
  selectPreviewSvg,
  selectRefusedCharacters,
  selectTemplateId,
  selectTemplateValues,
} from '../../../application/flows/template/selectors';
import { selectBlackAndWhite, selectMargin, selectSize } from '../../../application/flows/configurator/selectors';
import {
  characterCode,
  BEST_FRIENDS_LIMITS,
  CUSTOM_TEXT_STYLE_MAX,
  FAMILY_LIMITS,
  HEART_TEXT_SIZE_MAX,
  HEART_TEXT_SIZE_MIN,
  TEXT_ALIGNMENTS,
} from '../../../domain';
import * as css from './product.css';

type Template = ActorRefFrom<typeof templateMachine>;
type Configurator = ActorRefFrom<typeof configuratorMachine>;

const FIELD_LABELS = defineMessages({
  name: { id: 'template.field.name', defaultMessage: 'Name' },
  datetime: { id: 'template.field.datetime', defaultMessage: 'Date and time of birth' },
  weight: { id: 'template.field.weight', defaultMessage: 'Weight' },
  height: { id: 'template.field.height', defaultMessage: 'Length' },
  since: { id: 'template.field.since', defaultMessage: 'Friends since' },
  date: { id: 'template.field.date', defaultMessage: 'Date' },
  text: { id: 'template.field.text', defaultMessage: 'Text' },
  names: { id: 'template.field.names', defaultMessage: 'Names' },
  place: { id: 'template.field.place', defaultMessage: 'Place' },
  significantOther: { id: 'template.field.significantOther', defaultMessage: 'Their name' },
  significantText: { id: 'template.field.significantText', defaultMessage: 'Your words to them' },
  zodiac: { id: 'template.field.zodiac', defaultMessage: 'Zodiac sign' },
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A refused character by its code point, with the character itself when it has a visible shape. */
const characterName = (c: string): string =>
  /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(c) ? `“${c}” (${characterCode(c)})` : characterCode(c);

const FieldError = ({ max, refused }: { max: number | null; refused: string | undefined }) => (
  <span className={css.fieldError} role="alert">
    {refused === undefined ? (
      <FormattedMessage id="template.invalidField" defaultMessage="Enter 1 to {max} characters" values={{ max }} />
    ) : (
      <FormattedMessage
        id="template.unprintableCharacter"
        defaultMessage="The character {character} cannot be printed. Please remove it."
        values={{ character: characterName(refused) }}
      />
    )}
  </span>
);

const TextInput = ({
  id,
  label,
  value,
  invalid,
  refused,
  max,
  onChange,
  long,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  refused?: string | undefined;
  max: number | null;
  onChange: (v: string) => void;
  long?: boolean;
}) => (
  <label className={css.field}>
    <span>{label}</span>
    {long ? (
      <textarea
        id={id}
        name={id}
        value={value}
        rows={3}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        className={css.input}
      />
    ) : (
      <input
        type="text"
        id={id}
        name={id}
        value={value}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        className={css.input}
      />
    )}
    {invalid && <FieldError max={max} refused={refused} />}
  </label>
);

/** The personalised fields of one template (docs/rules/personalisation.md#field-limits "Personalised values", docs/rules/personalisation.md#field-limits limits). */
export const TemplateForm = ({ actor }: { actor: Template }) => {
  const intl = useIntl();
  const id = useSelector(actor, selectTemplateId);
  const values = useSelector(actor, selectTemplateValues) as unknown as Record<string, unknown>;
  const invalid = useSelector(actor, selectInvalidFields);
  const refused = useSelector(actor, selectRefusedCharacters);
  const label = (field: string) => {
    const message = FIELD_LABELS[field as keyof typeof FIELD_LABELS];
    return message ? intl.formatMessage(message) : field;
  };
  const count = (id === 'best-friends' ? values['numFriends'] : values['numMembers']) as number;
  return (
    <fieldset className={css.fieldset} data-testid="template-form" data-template={id}>
      <legend className={css.legend}>
        <FormattedMessage id="template.legend" defaultMessage="Personalise your poster" />
      </legend>
      <div className={css.fields}>
        {TEXT_FIELDS[id].map((field) => (
          <TextInput
            key={field}
            id={`tpl-${field}`}
            label={label(field)}
            value={String(values[field] ?? '')}
            invalid={invalid.includes(field)}
            refused={refused[field]}
            max={fieldMaximum(id, field)}
            long={field === 'significantText' || (id === 'custom' && field === 'text')}
            onChange={(value) => actor.send({ type: 'template.setText', field, value })}
          />
        ))}
        {(id === 'best-friends' || id === 'family') && (
          <label className={css.field}>
            <span>
              {id === 'family' ? (
                <FormattedMessage id="template.membersCount" defaultMessage="Number of family members" />
              ) : (
                <FormattedMessage id="template.friendsCount" defaultMessage="Number of friends" />
              )}
            </span>
            <select
              name="count"
              value={count}
              className={css.input}
              onChange={(e) => actor.send({ type: 'template.setCount', count: Number(e.target.value) })}
            >
              {(id === 'family'
                ? range(FAMILY_LIMITS.minMembers, FAMILY_LIMITS.maxMembers)
                : range(BEST_FRIENDS_LIMITS.minFriends, BEST_FRIENDS_LIMITS.maxFriends)
              ).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {id === 'best-friends' &&
          range(0, count - 1).map((i) => (
            <TextInput
              key={i}
              id={`tpl-friend-${i}`}
              label={intl.formatMessage({ id: 'template.friend', defaultMessage: 'Friend {n}' }, { n: i + 1 })}
              value={(values['bestFriends'] as string[])[i] ?? ''}
              invalid={invalid.includes(`bestFriends[${i}]`)}
              refused={refused[`bestFriends[${i}]`]}
              max={fieldMaximum(id, 'friend')}
              onChange={(value) => actor.send({ type: 'template.setFriend', index: i, value })}
            />
          ))}
        {id === 'family' &&
          range(0, count - 1).map((i) => {
            const m = (values['familyMembers'] as { name: string; yob: string }[])[i];
            return (
              <div key={i} className={css.memberRow}>
                <TextInput
                  id={`tpl-member-${i}-name`}
                  label={intl.formatMessage({ id: 'template.memberName', defaultMessage: 'Name of member {n}' }, { n: i + 1 })}
                  value={m?.name ?? ''}
                  invalid={invalid.includes(`familyMembers[${i}].name`)}
                  refused={refused[`familyMembers[${i}].name`]}
                  max={fieldMaximum(id, 'name')}
                  onChange={(value) => actor.send({ type: 'template.setMember', index: i, field: 'name', value })}
                />
                <TextInput
                  id={`tpl-member-${i}-yob`}
                  label={intl.formatMessage({ id: 'template.memberYob', defaultMessage: 'Year of birth' })}
                  value={m?.yob ?? ''}
                  invalid={invalid.includes(`familyMembers[${i}].yob`)}
                  refused={refused[`familyMembers[${i}].yob`]}
                  max={fieldMaximum(id, 'yob')}
                  onChange={(value) => actor.send({ type: 'template.setMember', index: i, field: 'yob', value })}
                />
              </div>
            );
          })}
        {id === 'heart' && (
          <label className={css.field}>
            <span>
              <FormattedMessage
                id="template.textSize"
                defaultMessage="Text size ({size} %)"
                values={{ size: values['textSize'] as number }}
              />
            </span>
            <input
              type="range"
              name="textSize"
              min={HEART_TEXT_SIZE_MIN}
              max={HEART_TEXT_SIZE_MAX}
              value={values['textSize'] as number}
              onChange={(e) => actor.send({ type: 'template.setTextSize', size: Number(e.target.value) })}
            />
          </label>
        )}
        {id === 'custom' && (
          <>
            <label className={css.field}>
              <span>
                <FormattedMessage id="template.style" defaultMessage="Style" />
              </span>
              <select
                name="style"
                className={css.input}
                value={String(values['style'] ?? '')}
                onChange={(e) => actor.send({ type: 'template.setStyle', style: Number(e.target.value) })}
              >
                {range(1, CUSTOM_TEXT_STYLE_MAX).map((n) => (
                  <option key={n} value={n}>
                    {intl.formatMessage({ id: 'template.styleOption', defaultMessage: 'Style {n}' }, { n })}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>
                <FormattedMessage id="template.alignment" defaultMessage="Alignment" />
              </legend>
              <div className={css.chips}>
                {TEXT_ALIGNMENTS.map((a) => (
                  <button
                    key={a}
                    type="button"
                    className={css.chip}
                    aria-pressed={values['alignment'] === a}
                    onClick={() => actor.send({ type: 'template.setAlignment', alignment: a })}
                  >
                    {a === 'left' ? (
                      <FormattedMessage id="template.align.left" defaultMessage="Left" />
                    ) : a === 'center' ? (
                      <FormattedMessage id="template.align.center" defaultMessage="Centre" />
                    ) : (
                      <FormattedMessage id="template.align.right" defaultMessage="Right" />
                    )}
                  </button>
                ))}
              </div>
            </fieldset>
          </>
        )}
      </div>
    </fieldset>
  );
};

/**
 * The live preview (docs/rules/shop-wide.md#layout): the renderer's SVG on a 1024-high canvas, scaled to the column.
 * The markup is the renderer's own output (every value escaped there), the same string the
 * print file is rasterised from.
 */
export const TemplatePreview = ({ actor, configurator }: { actor: Template; configurator: Configurator }) => {
  const intl = useIntl();
  const size = useSelector(configurator, selectSize);
  const margin = useSelector(configurator, selectMargin);
  const blackAndWhite = useSelector(configurator, selectBlackAndWhite);
  const svg = useSelector(actor, (s) => selectPreviewSvg(s, { size: size ?? '50x70', margin, blackAndWhite }));
  return (
    <figure
      className={css.preview}
      data-testid="template-preview"
      role="img"
      aria-label={intl.formatMessage({ id: 'template.preview', defaultMessage: 'Preview of your poster' })}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
};
