import type { StandInModule } from './stand-in-module';

/**
 * Staged uploads: each target is a POST to the stand-in's `/staged-uploads` with a `key` parameter;
 * the file is then served at the target's `resourceUrl` (tests read it back from `uploads`).
 */
let uploadCount = 0;

export const stagedUploadsModule: StandInModule = {
  name: 'staged-uploads',
  mutation: {
    stagedUploadsCreate: (_source, args, ctx) => {
      const inputs = args.input as { filename: string; mimeType: string; resource: string; httpMethod?: string }[];
      const stagedTargets = inputs.map((input) => {
        uploadCount += 1;
        const key = `tmp/${uploadCount}/${input.filename}`;
        return {
          url: `${ctx.baseUrl}/staged-uploads`,
          resourceUrl: `${ctx.baseUrl}/staged-uploads/${encodeURIComponent(key)}`,
          parameters: [
            { name: 'key', value: key },
            { name: 'Content-Type', value: input.mimeType },
          ],
        };
      });
      return { stagedTargets, userErrors: [] };
    },
  },
};
