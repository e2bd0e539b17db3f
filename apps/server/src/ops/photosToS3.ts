// npm run photos:to-s3 [-- --delete-local]: copies DATA_DIR/photos to the S3 bucket (resumable; disk copies kept unless asked).
import { createS3Storage } from '../adapters/storageS3.js';
import { dataDirLayout, loadConfig } from '../config.js';
import { runCommand } from './cli.js';
import { copyPhotosToBucket } from './migratePhotos.js';

const USAGE = 'usage: npm run photos:to-s3 [-- --delete-local]';

await runCommand(async () => {
  const flags = process.argv.slice(2);
  const unknown = flags.filter((flag) => flag !== '--delete-local');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}\n${USAGE}`);
  const config = loadConfig();
  if (!config.s3) throw new Error('set S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket the photos go to');
  const storage = createS3Storage(config.s3);
  const photosDir = dataDirLayout(config.dataDir).photos;
  const report = await copyPhotosToBucket(photosDir, storage, { deleteLocal: flags.includes('--delete-local') });

  const lines = [
    `${photosDir} → ${storage.describe()}: ${report.found} photo file(s); ${report.copied} copied, ${report.alreadyThere} already there`,
    report.deleted > 0 ? `${report.deleted} disk copy(ies) deleted` : 'disk copies kept (--delete-local removes those in the bucket)',
  ];
  if (report.ignored > 0) lines.push(`${report.ignored} file(s) that are no photo left alone`);
  if (report.failed.length > 0) {
    const sample = report.failed.slice(0, 5).map((f) => `  ${f.key}: ${f.error.message}`);
    throw new Error(`${lines.join('\n')}\n${report.failed.length} failed (run again to retry them):\n${sample.join('\n')}`);
  }
  return lines.join('\n');
});
