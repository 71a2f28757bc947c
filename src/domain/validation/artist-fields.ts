/**
 * Artist form fields (docs/rules/artists.md#poster-upload "Poster upload (artist)", "Profile"): poster name more than 3
 * and at most 20; description more than 20 and at most 120; bio more than 20 and at most 160,
 * checked only when the field is not null.
 */
import { ok, type Result } from '../result/result';
import { checkLength, type LengthError } from './length-rule';

export const POSTER_NAME_BOUNDS = { min: 3, max: 20 } as const;
export const POSTER_DESCRIPTION_BOUNDS = { min: 20, max: 120 } as const;
export const BIO_BOUNDS = { min: 20, max: 160 } as const;

export const checkPosterName = (name: string): Result<string, LengthError> =>
  checkLength('name', name, POSTER_NAME_BOUNDS.min, POSTER_NAME_BOUNDS.max);

export const checkPosterDescription = (description: string): Result<string, LengthError> =>
  checkLength('description', description, POSTER_DESCRIPTION_BOUNDS.min, POSTER_DESCRIPTION_BOUNDS.max);

export const checkBio = (bio: string | null): Result<string | null, LengthError> =>
  bio === null ? ok(null) : checkLength('bio', bio, BIO_BOUNDS.min, BIO_BOUNDS.max);
