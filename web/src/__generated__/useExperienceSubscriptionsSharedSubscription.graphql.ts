/**
 * @generated SignedSource<<365f0fa30ea26c25e0799e7ad02d8d7b>>
 * @relayHash d67244315c572925a2500c0fdf69b75c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 200cbc4f5f3f77b87a80cfd2b4ac2eee159e3666ce5d624052938607dc252e5b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useExperienceSubscriptionsSharedSubscription$variables = Record<PropertyKey, never>;
export type useExperienceSubscriptionsSharedSubscription$data = {
  readonly experienceShared: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OwnExperienceCard_experience" | "SharedExperienceCard_experience">;
  };
};
export type useExperienceSubscriptionsSharedSubscription = {
  response: useExperienceSubscriptionsSharedSubscription$data;
  variables: useExperienceSubscriptionsSharedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useExperienceSubscriptionsSharedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MinistryExperience",
        "kind": "LinkedField",
        "name": "experienceShared",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SharedExperienceCard_experience"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OwnExperienceCard_experience"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useExperienceSubscriptionsSharedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MinistryExperience",
        "kind": "LinkedField",
        "name": "experienceShared",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sharedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likedByViewer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isShared",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sharedWithEveryone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageOriginalName",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "200cbc4f5f3f77b87a80cfd2b4ac2eee159e3666ce5d624052938607dc252e5b",
    "metadata": {},
    "name": "useExperienceSubscriptionsSharedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "52bdd06fd6033f4a504f700812f80fe7";

export default node;
