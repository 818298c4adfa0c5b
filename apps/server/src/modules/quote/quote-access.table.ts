export interface RetrievalGuardTable {
  web_reference: string;
  failures: number;
  locked_until: Date | null;
  updated_at: Date;
}
