// Placeholder so the target builds before its first real file lands.
