import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export interface EventDoc {
  eventId: string;
  projectId: string;
  environmentId: string;
  connectionId: string;
  eventType: string;
  eventTime: Date;
  data: { id: string } | null;
  createdAt: Date;
}

export class EventsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<EventDoc>(COLLECTIONS.events);
  }

  async insertMany(docs: EventDoc[]): Promise<void> {
    if (docs.length)
      await this.col.insertMany(
        docs.map((d) => ({ ...d })),
        { ordered: true },
      );
  }

  async deleteBefore(before: Date): Promise<number> {
    return (await this.col.deleteMany({ createdAt: { $lt: before } })).deletedCount;
  }

  async countByConnection(connectionId: string): Promise<number> {
    return this.col.countDocuments({ connectionId });
  }
}
