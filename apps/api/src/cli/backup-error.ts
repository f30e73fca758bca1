/** A refusal the admin command prints as it is and exits 1 on. */
export class BackupError extends Error {}
