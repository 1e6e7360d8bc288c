import { graphql } from 'react-relay';

// Everything the shell reads of the viewer. Sign-in, sign-up and design changes select it, so
// the store holds the whole signed-in user the moment the mutation returns.
export const ShellViewerFragment = graphql`
  fragment fragments_shellViewer on User {
    id
    username
    primaryColor
    secondaryColor
    backgroundImageUrl
    preferences {
      language
    }
    ...Header_viewer
    ...AccountDialog_viewer
    ...SetupGuide_viewer
    ...AdminPanel_viewer
  }
`;
