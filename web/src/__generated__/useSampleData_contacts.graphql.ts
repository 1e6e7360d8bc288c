/**
 * @generated SignedSource<<d9a1267f906bc614af3c0a32a730debd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactPosition = "CHAIRMAN" | "COORDINATOR" | "MEMBER" | "SECRETARY" | "VOLUNTEER";
import { FragmentRefs } from "relay-runtime";
export type useSampleData_contacts$data = {
  readonly sampleData: {
    readonly hlcContacts: ReadonlyArray<{
      readonly hospital: string;
      readonly name: string;
      readonly phoneNumber: string;
      readonly position: ContactPosition;
    }>;
    readonly pvgContacts: ReadonlyArray<{
      readonly address: string;
      readonly name: string;
      readonly phoneNumber: string;
      readonly position: ContactPosition;
    }>;
  };
  readonly " $fragmentType": "useSampleData_contacts";
};
export type useSampleData_contacts$key = {
  readonly " $data"?: useSampleData_contacts$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSampleData_contacts">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phoneNumber",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSampleData_contacts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SampleData",
      "kind": "LinkedField",
      "name": "sampleData",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SampleHlcContact",
          "kind": "LinkedField",
          "name": "hlcContacts",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hospital",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SamplePvgContact",
          "kind": "LinkedField",
          "name": "pvgContacts",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "address",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "196a9bf35c296afbefd5672135200d67";

export default node;
