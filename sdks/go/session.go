package plugboard

import (
	"context"
	"net/http"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// WithSessionToken adds a session token (x-svc-session-token) to one generated call, e.g.
// client.API().ExchangeSessionTokenWithResponse(ctx, api.EmptyRequest{}, plugboard.WithSessionToken(token)).
func WithSessionToken(sessionToken string) api.RequestEditorFn {
	return func(_ context.Context, req *http.Request) error {
		req.Header.Set("x-svc-session-token", sessionToken)
		return nil
	}
}

// sessionDoer sends the requests of the connect flow with a session token.
type sessionDoer struct {
	next         HTTPDoer
	sessionToken string
}

func (s sessionDoer) Do(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.Header.Set("x-svc-session-token", s.sessionToken)
	return s.next.Do(req)
}

// CreateSessionToken starts a connect session for integrationID ("" lets the end user choose in the modal) and
// returns its single-use session token, for the browser SDK or the hosted connect page.
func (c *Client) CreateSessionToken(ctx context.Context, integrationID string) (string, error) {
	body := api.CreateSessionTokenJSONRequestBody{}
	if integrationID != "" {
		body.IntegrationId = &integrationID
	}
	resp, err := c.api.CreateSessionTokenWithResponse(ctx, body)
	if err != nil {
		return "", err
	}
	return resp.JSON200.Result.SessionToken, nil
}

// ExchangeSessionToken swaps an authorized session token for the new connection's id and access token (shown
// only here: store the access token securely).
func (c *Client) ExchangeSessionToken(ctx context.Context, sessionToken string) (*api.ConnectionCredentials, error) {
	resp, err := c.api.ExchangeSessionTokenWithResponse(ctx, api.EmptyRequest{}, WithSessionToken(sessionToken))
	if err != nil {
		return nil, err
	}
	return &resp.JSON200.Result, nil
}

// ConnectSandbox creates a sandbox connection of integrationID (a simulated tool; development environments only,
// see docs/sandbox.md) and returns its credentials: the whole connect flow (session token, the sandbox sign-in the
// modal would submit, the exchange) in one call, for tests and first steps.
func (c *Client) ConnectSandbox(ctx context.Context, integrationID string) (*api.ConnectionCredentials, error) {
	session, err := c.CreateSessionToken(ctx, integrationID)
	if err != nil {
		return nil, err
	}
	submit := map[string]any{"integrationId": integrationID, "authMethodId": "sandbox", "credentials": map[string]any{}}
	err = c.call(ctx, sessionDoer{next: c.transport, sessionToken: session}, http.MethodPost, "/api/connect/credentials", nil, submit, nil)
	if err != nil {
		return nil, err
	}
	return c.ExchangeSessionToken(ctx, session)
}
