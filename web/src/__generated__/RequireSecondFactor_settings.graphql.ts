/**
 * @generated SignedSource<<2da03193cab2f70af0f53b32eef36389>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequireSecondFactor_settings$data = {
  readonly id: string;
  readonly requireSecondFactor: boolean;
  readonly " $fragmentType": "RequireSecondFactor_settings";
};
export type RequireSecondFactor_settings$key = {
  readonly " $data"?: RequireSecondFactor_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequireSecondFactor_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequireSecondFactor_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireSecondFactor",
      "storageKey": null
    }
  ],
  "type": "AppSettings",
  "abstractKey": null
};

(node as any).hash = "1ac341177538c2b7e4e61924fabe29a9";

export default node;
