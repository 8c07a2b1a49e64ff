import type { EntityManager, Kysely } from '@mikro-orm/postgresql';
import { NoResultError, type Compilable, type CompiledQuery, type QueryNode } from 'kysely';
import { type AcademyDb, runCompiled } from './kysely.js';

/** Stands for one of a query's values while its SQL is compiled: where it lands among the parameters, the value goes on each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** A compiled statement whose parameters are constants of its SQL or slots filled from each run's values. */
interface Template<Row> {
  query: CompiledQuery<Row>;
  parameters: readonly unknown[];
}

/**
 * A hot read or write whose SQL is built and compiled once per shape, not on every call: building a
 * Kysely query and compiling it cost more CPU than the statement's round trip. `build` gets slots
 * for `values` (each becomes a parameter of the statement) and the shape: whatever else the SQL's
 * text depends on (the viewer's role, say), a string. A value must only ever be a parameter: `build`
 * may not test it, spread it or write it into the text (`eb.lit`); what does so belongs in the shape.
 * The statement runs as `kysely(em)` runs one: in `em`'s transaction, on the request's replica, logged.
 */
export class ReusableQuery<Values extends Record<string, unknown>, Row, Shape extends string = never> {
  private readonly templates = new Map<string, Template<Row>>();

  constructor(private readonly build: (db: Kysely<AcademyDb>, values: Values, shape: Shape) => Compilable<Row>) {}

  async execute(em: EntityManager, values: Values, ...[shape]: [Shape] extends [never] ? [] : [Shape]): Promise<Row[]> {
    const template = this.templateFor(em, values, shape as Shape);
    const parameters = template.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name] : parameter));
    return runCompiled(em, { ...template.query, parameters });
  }

  async executeTakeFirst(em: EntityManager, values: Values, ...shape: [Shape] extends [never] ? [] : [Shape]): Promise<Row | undefined> {
    return (await this.execute(em, values, ...shape))[0];
  }

  async executeTakeFirstOrThrow(em: EntityManager, values: Values, ...shape: [Shape] extends [never] ? [] : [Shape]): Promise<Row> {
    const [row] = await this.execute(em, values, ...shape);
    if (row === undefined) throw new NoResultError(this.templateFor(em, values, shape[0] as Shape).query.query as QueryNode);
    return row;
  }

  private templateFor(em: EntityManager, values: Values, shape: Shape): Template<Row> {
    const key = shape ?? '';
    let template = this.templates.get(key);
    if (!template) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)])) as unknown as Values;
      const query = this.build(em.getKysely<AcademyDb>(), slots, shape).compile();
      template = { query, parameters: query.parameters };
      this.templates.set(key, template);
    }
    return template;
  }
}
