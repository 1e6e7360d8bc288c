/**
 * @generated SignedSource<<0fb0a883f2f891dcb2dc92d98a7ac7e0>>
 * @relayHash d2d97880ff3dad73aa44c7c4db340ce2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c4ff5b77391f134814a96dbd90b9f640c7734027b764cc0a0fc09d5f986544a

import { ConcreteRequest } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type AdminCreateUserInput = {
  address?: string | null | undefined;
  appName?: string | null | undefined;
  backgroundImageUrl?: string | null | undefined;
  email?: string | null | undefined;
  fullName?: string | null | undefined;
  groupNumber?: ServiceGroupNumber | null | undefined;
  isConductor?: boolean | null | undefined;
  isElder?: boolean | null | undefined;
  isFirstLogin?: boolean | null | undefined;
  isGroupOverseer?: boolean | null | undefined;
  password?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  primaryColor?: string | null | undefined;
  role?: string | null | undefined;
  secondaryColor?: string | null | undefined;
  setupCompleted?: boolean | null | undefined;
  username?: string | null | undefined;
};
export type useAdminCreateUserMutation$variables = {
  input: AdminCreateUserInput;
};
export type useAdminCreateUserMutation$data = {
  readonly adminCreateUser: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly username: string;
    };
  };
};
export type useAdminCreateUserMutation = {
  response: useAdminCreateUserMutation$data;
  variables: useAdminCreateUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "adminCreateUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
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
                "name": "username",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminUserCreated",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminCreateUserMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminCreateUserMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9c4ff5b77391f134814a96dbd90b9f640c7734027b764cc0a0fc09d5f986544a",
    "metadata": {},
    "name": "useAdminCreateUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "06844b73ac8c142b34c07a7557da8651";

export default node;
