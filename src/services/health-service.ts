import type { Db } from 'mongodb';
import { pingDatabase } from '../store/mongo.js';

export class HealthService {
  constructor(private readonly db: Db) {}

  async databaseUp(): Promise<boolean> {
    return pingDatabase(this.db);
  }
}
