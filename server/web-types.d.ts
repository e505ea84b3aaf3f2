// Web types Node has (its fetch is undici) that @types/node does not name globally. The DOM lib
// names them; this file belongs only to the Node-only check (tsconfig.node.json).
type FormDataEntryValue = File | string;
type BodyInit = NonNullable<RequestInit["body"]>;
