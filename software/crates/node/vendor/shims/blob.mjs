// The Blob, File and FormData globals (and buffer.Blob/File): fetch-blob 3 and formdata-polyfill 4,
// bundled into js/vendor/blob.js by scripts/vendor.mjs.
export { Blob } from 'fetch-blob';
export { File } from 'fetch-blob/file.js';
export { FormData, formDataToBlob } from 'formdata-polyfill/esm.min.js';
