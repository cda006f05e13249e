import { useState } from 'react';
import { CancelledError, messageOf } from './useOptimizerWorker';

/** A file the form was given, by its name, and what was read from it. */
export interface Uploaded<T> {
  name: string;
  content: T;
}

/**
 * A file input's file, read with `read`: what it holds once read, whether it is being read, and
 * why it could not be (a read cancelled with the worker says nothing). A new file replaces the last.
 */
export function useUploadedFile<T>(read: (file: File) => Promise<T>) {
  const [uploaded, setUploaded] = useState<Uploaded<T> | null>(null);
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);

  async function choose(file: File) {
    setReading(true);
    setError(undefined);
    try {
      setUploaded({ name: file.name, content: await read(file) });
    } catch (failure) {
      setUploaded(null);
      if (!(failure instanceof CancelledError)) setError(messageOf(failure));
    } finally {
      setReading(false);
    }
  }

  /** A file read elsewhere (a site's stored interval data), shown as if chosen here. */
  function set(file: Uploaded<T>) {
    setError(undefined);
    setUploaded(file);
  }

  return { uploaded, error, reading, choose: (file: File) => void choose(file), set };
}

export type FileUpload<T> = ReturnType<typeof useUploadedFile<T>>;
