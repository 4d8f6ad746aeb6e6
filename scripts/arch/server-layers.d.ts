export interface ServerLayer {
  name: string;
  why: string;
  folders: string[];
}

export declare const serverLayers: ServerLayer[];
export declare const leavingFiles: string[];
export declare const maxLevels: number;
