/**
 * @generated SignedSource<<16df769bba7724075aea9dd3ea077d2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HandoverOffers_viewer$data = {
  readonly returnVisitOffersReceived: ReadonlyArray<{
    readonly giverName: string;
    readonly id: string;
    readonly visitAddress: string;
    readonly visitName: string;
  }>;
  readonly returnVisitOffersSent: ReadonlyArray<{
    readonly id: string;
    readonly receiverName: string;
    readonly visitName: string;
  }>;
  readonly " $fragmentType": "HandoverOffers_viewer";
};
export type HandoverOffers_viewer$key = {
  readonly " $data"?: HandoverOffers_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HandoverOffers_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HandoverOffers_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReturnVisitHandover",
      "kind": "LinkedField",
      "name": "returnVisitOffersReceived",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visitAddress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "giverName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReturnVisitHandover",
      "kind": "LinkedField",
      "name": "returnVisitOffersSent",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "receiverName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "efbf4dd1c9b904e25c4cdce04e073cb5";

export default node;
