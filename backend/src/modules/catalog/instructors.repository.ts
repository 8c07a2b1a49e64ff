import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';

const INSTRUCTOR_COLUMNS = ['i.id', 'i.name', 'i.title', 'i.bio', 'i.credentials', 'i.links', 'i.photo_key'] as const;

/** Instructors and their places on courses: one statement per read, whatever the number of instructors. */
@Injectable()
export class InstructorsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** Every instructor, by name. */
  @GenerateSql({ params: [] })
  async instructors() {
    return this.db.selectFrom('instructors as i').select(INSTRUCTOR_COLUMNS).orderBy('i.name').orderBy('i.id').execute();
  }

  /** The instructors of the courses, each course's in the order shown. */
  @GenerateSql({ params: [[1, 2]] })
  async courseInstructors(courseIds: readonly number[]) {
    return this.db
      .selectFrom('course_instructors as ci')
      .innerJoin('instructors as i', 'i.id', 'ci.instructor_id')
      .select(['ci.course_id', ...INSTRUCTOR_COLUMNS])
      .where((eb) => eb('ci.course_id', '=', eb.fn.any(eb.val([...courseIds]))))
      .orderBy('ci.course_id')
      .orderBy('ci.position')
      .orderBy('ci.id')
      .execute();
  }

  /** The courses an instructor is attached to. */
  @GenerateSql({ params: [1] })
  async courseIdsOf(instructorId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('course_instructors').select('course_id').where('instructor_id', '=', instructorId).execute();
    return rows.map((row) => row.course_id);
  }

  /** How many of the ids name an instructor. */
  @GenerateSql({ params: [[1, 2]] })
  async countExisting(ids: readonly number[]): Promise<number> {
    const row = await this.db
      .selectFrom('instructors')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
