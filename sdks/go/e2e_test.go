package plugboard_test

// End-to-end tests against the live gateway of scripts/sdk-e2e/gateway.ts, whose details scripts/test-sdks.sh
// exports as PLUGBOARD_E2E (see that file's header for the fields). Without it they skip.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	plugboard "github.com/plugboard/plugboard/sdks/go"
	"github.com/plugboard/plugboard/sdks/go/api"
)

type e2eConnection struct {
	ConnectionID string `json:"connectionId"`
	AccessToken  string `json:"accessToken"`
}

type e2eEnv struct {
	URL      string        `json:"url"`
	APIToken string        `json:"apiToken"`
	Sandbox  e2eConnection `json:"sandbox"`
	Tool     struct {
		e2eConnection
		Contacts int    `json:"contacts"`
		Control  string `json:"control"`
	} `json:"tool"`
}

func e2e(t *testing.T) (e2eEnv, *plugboard.Client) {
	t.Helper()
	raw := os.Getenv("PLUGBOARD_E2E")
	if raw == "" {
		t.Skip("PLUGBOARD_E2E is not set (scripts/test-sdks.sh starts a gateway and sets it)")
	}
	var env e2eEnv
	if err := json.Unmarshal([]byte(raw), &env); err != nil {
		t.Fatalf("PLUGBOARD_E2E: %v", err)
	}
	client, err := plugboard.NewClient(env.URL, env.APIToken)
	if err != nil {
		t.Fatal(err)
	}
	return env, client
}

func ctxFor(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// control calls the fake HubSpot's control server (what reached the tool, failures to inject).
func control(t *testing.T, env e2eEnv, method, path string, in, out any) {
	t.Helper()
	var body io.Reader
	if in != nil {
		data, _ := json.Marshal(in)
		body = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, env.Tool.Control+path, body)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		t.Fatalf("control %s %s: %d", method, path, resp.StatusCode)
	}
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatal(err)
		}
	}
}

type writes struct {
	Attempts int `json:"attempts"`
	Accepted int `json:"accepted"`
}

func TestE2ESessionTokenAndSandboxConnection(t *testing.T) {
	_, client := e2e(t)
	ctx := ctxFor(t, 60*time.Second)
	session, err := client.CreateSessionToken(ctx, "hubspot")
	if err != nil || !strings.HasPrefix(session, "pb_") {
		t.Fatalf("session token %q: %v", session, err)
	}
	creds, err := client.ConnectSandbox(ctx, "hubspot")
	if err != nil {
		t.Fatal(err)
	}
	if creds.ConnectionId == "" || creds.AccessToken == "" || creds.IntegrationId != "hubspot" {
		t.Fatalf("credentials %+v", creds)
	}
	t.Cleanup(func() {
		_, _ = client.Connection(creds.AccessToken).API().DeleteConnectionWithResponse(context.Background(), api.IdRequest{Id: creds.ConnectionId})
	})
	// The new connection answers a unified read.
	resp, err := client.Connection(creds.AccessToken).API().CrmContactsListWithResponse(ctx, nil, api.UnifiedListRequest{})
	if err != nil || resp.StatusCode() != 200 {
		t.Fatalf("list on the new sandbox connection: %v", err)
	}
}

func TestE2EUnifiedListFollowedAcrossPages(t *testing.T) {
	env, client := e2e(t)
	ctx := ctxFor(t, 60*time.Second)
	size := 10
	ids := map[string]bool{}
	for contact, err := range plugboard.List[api.CrmContact](ctx, client.Connection(env.Sandbox.AccessToken), "crm/contacts", &api.UnifiedListRequest{PageSize: &size}) {
		if err != nil {
			t.Fatal(err)
		}
		if ids[contact.Id] {
			t.Fatalf("contact %s came twice", contact.Id)
		}
		ids[contact.Id] = true
	}
	if len(ids) < 25 { // 25 seeded records, 3 pages of 10 (other suites may have added some)
		t.Fatalf("%d contacts", len(ids))
	}
	// The fake-tool connection holds exactly its contacts.
	n := 0
	for _, err := range plugboard.List[api.CrmContact](ctx, client.Connection(env.Tool.AccessToken), "crm/contacts", &api.UnifiedListRequest{PageSize: &size}) {
		if err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n < env.Tool.Contacts {
		t.Fatalf("%d tool contacts, want at least %d", n, env.Tool.Contacts)
	}
}

func TestE2ELegacyInterfaceCursor(t *testing.T) {
	env, client := e2e(t)
	ctx := ctxFor(t, 60*time.Second)
	n := 0
	for _, err := range client.LegacyContacts(ctx, env.Sandbox.AccessToken, false) {
		if err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n < 25 {
		t.Fatalf("%d contacts through the older interface", n)
	}
}

var toolMu sync.Mutex // the fake tool's control state is shared by the tests that inject into it

func createToolContact(ctx context.Context, conn *plugboard.Connection, name string, retryNone bool) (*api.CrmContactsCreateResponse, error) {
	body := api.CrmContactsCreateJSONRequestBody{}
	email := strings.ToLower(name) + "@example.com"
	body.Contact.FirstName = &name
	body.Contact.Email = &email
	params := &api.CrmContactsCreateParams{}
	if retryNone {
		none := api.CrmContactsCreateParamsPlugboardRetryNone
		params.PlugboardRetry = &none
	}
	return conn.API().CrmContactsCreateWithResponse(ctx, params, body)
}

func TestE2EWriteRetriedUnder429ReachesTheToolOnce(t *testing.T) {
	env, client := e2e(t)
	toolMu.Lock()
	defer toolMu.Unlock()
	ctx := ctxFor(t, 60*time.Second)
	control(t, env, http.MethodPost, "/reset", nil, nil)
	control(t, env, http.MethodPost, "/fail-writes", map[string]any{"times": 1, "retryAfterSeconds": 1}, nil)
	start := time.Now()
	resp, err := createToolContact(ctx, client.Connection(env.Tool.AccessToken), "Retried", true)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode() != 200 || time.Since(start) < time.Second {
		t.Fatalf("status %d after %v (the SDK must have waited Retry-After: 1)", resp.StatusCode(), time.Since(start))
	}
	var w writes
	control(t, env, http.MethodGet, "/writes", nil, &w)
	if w.Attempts != 2 || w.Accepted != 1 {
		t.Fatalf("the tool saw %d write attempts, %d accepted: want 2 and 1", w.Attempts, w.Accepted)
	}
}

func TestE2EWriteRetriedAfterATimeoutIsReplayedNotWrittenTwice(t *testing.T) {
	env, _ := e2e(t)
	toolMu.Lock()
	defer toolMu.Unlock()
	client, err := plugboard.NewClient(env.URL, env.APIToken, plugboard.WithTimeout(2*time.Second), plugboard.WithMaxRetries(6))
	if err != nil {
		t.Fatal(err)
	}
	ctx := ctxFor(t, 60*time.Second)
	control(t, env, http.MethodPost, "/reset", nil, nil)
	// The tool writes at once but answers after 3 s: the first attempt times out after 2 s, a retry with the same
	// key waits for (or finds) the first answer. Retries to spare for a loaded machine.
	control(t, env, http.MethodPost, "/delay-writes", map[string]any{"ms": 3000, "times": 1}, nil)
	resp, err := createToolContact(ctx, client.Connection(env.Tool.AccessToken), "Delayed", true)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode() != 200 || resp.HTTPResponse.Header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("status %d, Idempotent-Replayed %q", resp.StatusCode(), resp.HTTPResponse.Header.Get("Idempotent-Replayed"))
	}
	var w writes
	control(t, env, http.MethodGet, "/writes", nil, &w)
	if w.Accepted != 1 {
		t.Fatalf("the tool accepted %d writes, want 1", w.Accepted)
	}
}

func TestE2EActionPagesAndPassthrough(t *testing.T) {
	env, client := e2e(t)
	ctx := ctxFor(t, 60*time.Second)
	conn := client.Connection(env.Sandbox.AccessToken)
	pages := 0
	for page, err := range plugboard.ActionPages[struct {
		IDs []string `json:"ids"`
	}](ctx, conn, "hubspot/lists/members", map[string]any{"listId": "1", "objectType": "contact"}) {
		if err != nil {
			t.Fatal(err)
		}
		pages++
		if page.IDs == nil {
			t.Fatal("a page without ids")
		}
	}
	if pages == 0 {
		t.Fatal("no page")
	}
	// The same action through the generated client.
	resp, err := conn.API().HubspotListsMembersWithResponse(ctx, nil, api.HubspotListsMembersJSONRequestBody{ListId: "1", ObjectType: "contact"})
	if err != nil || resp.StatusCode() != 200 {
		t.Fatalf("generated action call: %v", err)
	}
	pt, err := conn.API().PassthroughWithResponse(ctx, nil, api.PassthroughJSONRequestBody{Method: api.GET, Path: "/crm/v3/objects/contacts"})
	if err != nil {
		t.Fatal(err)
	}
	var answer struct {
		Result struct {
			Native struct {
				Status int `json:"status"`
				Body   any `json:"body"`
			} `json:"$native"`
		} `json:"result"`
	}
	if err := json.Unmarshal(pt.Body, &answer); err != nil || answer.Result.Native.Status != 200 || answer.Result.Native.Body == nil {
		t.Fatalf("passthrough answer %s (%v)", pt.Body, err)
	}
}

func TestE2EWebhookDeliveryVerifiedAndEventLogCaughtUp(t *testing.T) {
	env, client := e2e(t)
	ctx := ctxFor(t, 90*time.Second)
	// Where the event log ends now: the catch-up below starts from this saved cursor.
	cursor, err := client.CatchUp(ctx, "", nil, func(context.Context, api.ConnectorEvent) error { return nil })
	if err != nil {
		t.Fatal(err)
	}

	type delivery struct {
		body   []byte
		header http.Header
	}
	got := make(chan delivery, 100)
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		select {
		case got <- delivery{body, r.Header.Clone()}:
		default:
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer receiver.Close()
	created, err := client.API().CreateWebhookWithResponse(ctx, api.CreateWebhookJSONRequestBody{Url: receiver.URL + "/plugboard"})
	if err != nil {
		t.Fatal(err)
	}
	hook := created.JSON200.Webhook
	t.Cleanup(func() {
		_, _ = client.API().DeleteWebhookWithResponse(context.Background(), api.IdRequest{Id: hook.Id})
	})
	if hook.Secret == nil || !strings.HasPrefix(*hook.Secret, "whsec_") {
		t.Fatalf("webhook secret %v", hook.Secret)
	}
	if _, err := client.API().SendWebhookTestEventWithResponse(ctx, api.SendWebhookTestEventJSONRequestBody{Id: &hook.Id}); err != nil {
		t.Fatal(err)
	}
	// Project webhooks get every event of the environment (other tests' writes too): wait for the test event,
	// verifying every delivery on the way.
	var d delivery
	var event *api.ConnectorEvent
	for event == nil || event.EventType != "system.webhook.test" {
		select {
		case d = <-got:
		case <-ctx.Done():
			t.Fatal("no test delivery")
		}
		if event, err = plugboard.VerifyWebhook(d.body, d.header, *hook.Secret); err != nil {
			t.Fatalf("whsec_ scheme: %v", err)
		}
	}
	if _, err := plugboard.VerifyWebhook(d.body, d.header, env.APIToken); err != nil {
		t.Fatalf("x-svc-webhook-signature scheme: %v", err)
	}
	if _, err := plugboard.VerifyWebhook(append(d.body, ' '), d.header, *hook.Secret); !errors.Is(err, plugboard.ErrWebhookSignature) {
		t.Fatalf("a changed body verified: %v", err)
	}
	if event.EventId == "" {
		t.Fatalf("event %+v", event)
	}

	// Catch up from the saved cursor: the test event is there, once.
	found := 0
	for try := 0; try < 20 && found == 0; try++ {
		next, err := client.CatchUp(ctx, cursor, nil, func(_ context.Context, ev api.ConnectorEvent) error {
			if ev.EventId == event.EventId {
				found++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		cursor = next
		if found == 0 {
			time.Sleep(250 * time.Millisecond)
		}
	}
	if found != 1 {
		t.Fatalf("the event log had the delivered event %d times", found)
	}
}

func TestE2EErrorTypes(t *testing.T) {
	env, client := e2e(t)
	ctx := ctxFor(t, 60*time.Second)
	expect := func(name string, err error, status int, code plugboard.ErrorCode) {
		t.Helper()
		var perr *plugboard.Error
		if !errors.As(err, &perr) {
			t.Fatalf("%s: %v is not a *plugboard.Error", name, err)
		}
		if perr.StatusCode != status || perr.Code != code || perr.RequestID == "" || perr.Message == "" {
			t.Fatalf("%s: got %d %s (request id %q, message %q), want %d %s", name, perr.StatusCode, perr.Code, perr.RequestID, perr.Message, status, code)
		}
	}

	// 401: a token the gateway does not know.
	bad, _ := plugboard.NewClient(env.URL, "pb_dev_not_a_token")
	_, err := bad.CreateSessionToken(ctx, "hubspot")
	expect("401", err, 401, "UNAUTHORIZED")

	// 404: a webhook id that does not exist.
	_, err = client.API().FindWebhookWithResponse(ctx, api.IdRequest{Id: "wh_does_not_exist"})
	expect("404", err, 404, "NOT_FOUND")

	// 409: exchanging a session the end user never authorized.
	session, err := client.CreateSessionToken(ctx, "hubspot")
	if err != nil {
		t.Fatal(err)
	}
	_, err = client.ExchangeSessionToken(ctx, session)
	expect("409", err, 409, "SESSION_NOT_AUTHORIZED")

	// 429: the sandbox tool rate-limits longer than the gateway retries; without SDK retries the 429 comes back
	// with its Retry-After.
	setFaults := func(faults any) {
		body, _ := json.Marshal(map[string]any{"id": env.Sandbox.ConnectionID, "sandbox": map[string]any{"faults": faults}})
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, env.URL+"/api/connections/update", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("x-svc-api-token", env.APIToken)
		req.Header.Set("x-svc-access-token", env.Sandbox.AccessToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("setting faults: %d", resp.StatusCode)
		}
	}
	setFaults(map[string]any{"rateLimit": map[string]any{"count": 20}})
	t.Cleanup(func() { setFaults(nil) })
	noRetry, _ := plugboard.NewClient(env.URL, env.APIToken, plugboard.WithMaxRetries(0))
	_, err = noRetry.Connection(env.Sandbox.AccessToken).API().CrmContactsListWithResponse(ctx, nil, api.UnifiedListRequest{})
	expect("429", err, 429, "RATE_LIMITED")
	var perr *plugboard.Error
	if errors.As(err, &perr); perr.RetryAfter <= 0 {
		t.Fatalf("429 without Retry-After: %+v", perr)
	}
}
