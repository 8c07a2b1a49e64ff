import { defineEntity, p } from '@mikro-orm/core';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { SCORM_VERSIONS } from '../public/scorm-types.js';

/**
 * The package a SCORM lesson plays (at most one per lesson). Its files live on disk in a directory
 * named by `storageId`; replacing the package writes a new directory and points the row at it.
 */
const ScormPackageSchema = defineEntity({
  name: 'ScormPackage',
  tableName: 'scorm_packages',
  checks: [
    { name: 'scorm_packages_size_check', expression: 'size_bytes >= 0' },
    { name: 'scorm_packages_file_count_check', expression: 'file_count >= 1' },
  ],
  properties: {
    lesson: () => p.oneToOne(Lesson).owner().primary().deleteRule('cascade'),
    /** The directory of the current files, and the package id in content URLs and attempts. */
    storageId: p.uuid().unique(),
    version: p.enum(SCORM_VERSIONS),
    /** The manifest's title (its default organization's, else the first item's). */
    title: p.string().length(200),
    /** The SCO's launch file, relative to the package root, with the query string the manifest gives it. */
    launchPath: p.string().length(2048),
    fileName: p.string().length(200),
    /** Uncompressed bytes of every file. */
    sizeBytes: p.integer(),
    fileCount: p.integer(),
    uploadedAt: p.datetime(),
  },
});

export class ScormPackage extends ScormPackageSchema.class {}
ScormPackageSchema.setClass(ScormPackage);
export { ScormPackageSchema };
