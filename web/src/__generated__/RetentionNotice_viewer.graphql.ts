/**
 * @generated SignedSource<<4425cd0e48d098dbf0093d7a43461a49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExpiringRecordKind = "HOUSE" | "NOTE" | "RETURN_VISIT";
import { FragmentRefs } from "relay-runtime";
export type RetentionNotice_viewer$data = {
  readonly householderRetention: {
    readonly months: number;
    readonly noticeDays: number;
    readonly records: ReadonlyArray<{
      readonly expiresOn: string;
      readonly kind: ExpiringRecordKind;
      readonly label: string;
      readonly record: string;
      readonly territory: string | null | undefined;
    }>;
  };
  readonly " $fragmentType": "RetentionNotice_viewer";
};
export type RetentionNotice_viewer$key = {
  readonly " $data"?: RetentionNotice_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RetentionNotice_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RetentionNotice_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HouseholderRetention",
      "kind": "LinkedField",
      "name": "householderRetention",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "months",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noticeDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ExpiringHouseholderRecord",
          "kind": "LinkedField",
          "name": "records",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "record",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "territory",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expiresOn",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9c2721767cef27ee9ebf4b0520668f8c";

export default node;
