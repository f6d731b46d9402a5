import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/** One sandbox connection's simulated tool (its records per resource, its activity clock), in its own collection. */
interface SandboxStateDoc {
  _id: string;
  environmentId: string;
  connectionId: string;
  /** JSON text of the runtime's SandboxToolState: native records hold keys a document may not (`@odata.etag`) */
  state: string;
  savedAt: Date;
}

/**
 * Sandbox connections' simulated tools, a document per environment and connection (the connector runtime's
 * SandboxStatePort, adapted by ConnectorAccess). Its size is bounded by the runtime (a fixed number of records per
 * resource of the manifest); a deleted connection's goes with it.
 */
export class SandboxStatesRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<SandboxStateDoc>(COLLECTIONS.sandboxStates);
  }

  async load(environmentId: string, connectionId: string): Promise<string | undefined> {
    return (await this.col.findOne({ _id: `${environmentId}:${connectionId}` }))?.state;
  }

  async save(environmentId: string, connectionId: string, state: string): Promise<void> {
    await this.col.replaceOne(
      { _id: `${environmentId}:${connectionId}` },
      { environmentId, connectionId, state, savedAt: new Date() },
      { upsert: true },
    );
  }

  async deleteByConnection(connectionId: string): Promise<void> {
    await this.col.deleteMany({ connectionId });
  }
}
