/** The upload form's real actors over the ArtistAccountGateway and ImageInspector ports (docs/rules/artists.md#poster-upload). */
import { fromPromise } from 'xstate';
import { ok } from '../../../domain/result/result';
import type { ArtistAccountGateway, ImageInspector, PosterUpload } from '../../ports/artist-account.port';

export const createPosterUploadActors = (ports: {
  readonly artistAccount: ArtistAccountGateway;
  readonly images: ImageInspector;
}) => ({
  actors: {
    loadForm: fromPromise(async () => {
      const [session, categories] = await Promise.all([ports.artistAccount.session(), ports.artistAccount.uploadCategories()]);
      if (!session.ok) return session;
      if (!categories.ok) return categories;
      return ok({ session: session.value, categories: categories.value });
    }),
    lookupName: fromPromise(({ input }: { input: { readonly name: string } }) =>
      ports.artistAccount.lookupPosterName(input.name),
    ),
    inspectImage: fromPromise(({ input }: { input: { readonly file: Blob; readonly name: string } }) =>
      ports.images.inspect(input.file, input.name),
    ),
    uploadPoster: fromPromise(({ input }: { input: PosterUpload }) => ports.artistAccount.uploadPoster(input)),
  },
});
