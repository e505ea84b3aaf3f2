import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";

type Result = { ok: boolean; message: string; detail?: string };

/** Shows each answer of a fetcher once as a toast (success or error with its detail). */
export function useResultToast<T extends Result>(
  fetcher: FetcherWithComponents<T>,
  handlers: { onOk?: (result: T) => void; onError?: (result: T) => void } = {},
) {
  const seen = useRef<unknown>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      toast.success(result.message);
      latest.current.onOk?.(result);
    } else {
      toast.error(result.message, { description: result.detail });
      latest.current.onError?.(result);
    }
  }, [fetcher.state, fetcher.data]);
}
