import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export interface ProjectDoc {
  id: string;
  name: string;
  createdAt: Date;
}

export class ProjectsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<ProjectDoc>(COLLECTIONS.projects);
  }

  async insert(doc: ProjectDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  async findById(id: string): Promise<ProjectDoc | null> {
    return this.col.findOne({ id }, { projection: { _id: 0 } });
  }

  async list(): Promise<ProjectDoc[]> {
    return this.col
      .find({}, { projection: { _id: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
  }
}
