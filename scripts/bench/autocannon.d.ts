// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }

  export interface Result {
    requests: { total: number; average: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: "reqError", listener: (error: Error) => void): this;
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
