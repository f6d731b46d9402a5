package plugboard

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// ../testdata/webhook-vectors.json is shared by every SDK: deliveries signed by the gateway's own signing code
// (src/events/sign-webhook.ts, through scripts/sdk-e2e/webhook-vectors.ts, whose --check keeps it current), each with
// the receiver's clock and the outcome expected with the secret alone and with the API token alone.
type vector struct {
	Name           string            `json:"name"`
	Body           string            `json:"body"`
	Secret         string            `json:"secret"`
	APIToken       string            `json:"apiToken"`
	NowMs          int64             `json:"nowMs"`
	Headers        map[string]string `json:"headers"`
	SecretResult   string            `json:"secretResult"`
	APITokenResult string            `json:"apiTokenResult"`
}

func loadVectors(t *testing.T) []vector {
	t.Helper()
	data, err := os.ReadFile("../testdata/webhook-vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		ToleranceSeconds int      `json:"toleranceSeconds"`
		Vectors          []vector `json:"vectors"`
	}
	if err := json.Unmarshal(data, &file); err != nil || len(file.Vectors) < 5 {
		t.Fatalf("vectors: %v", err)
	}
	if time.Duration(file.ToleranceSeconds)*time.Second != DefaultWebhookTolerance {
		t.Fatalf("the vectors' window is %d s, the SDK's %v", file.ToleranceSeconds, DefaultWebhookTolerance)
	}
	return file.Vectors
}

func (v vector) header() http.Header {
	h := http.Header{}
	for k, val := range v.Headers {
		h.Set(k, val)
	}
	return h
}

func (v vector) at(offset time.Duration) func() time.Time {
	return func() time.Time { return time.UnixMilli(v.NowMs).Add(offset) }
}

func checkResult(t *testing.T, name, want string, err error) {
	t.Helper()
	var ok bool
	switch want {
	case "ok":
		ok = err == nil
	case "bad_signature":
		ok = errors.Is(err, ErrWebhookSignature) && !errors.Is(err, ErrWebhookMissingHeader)
	case "missing_header":
		ok = errors.Is(err, ErrWebhookMissingHeader)
	case "stale":
		ok = errors.Is(err, ErrWebhookTimestamp)
	default:
		t.Fatalf("%s: unknown expected result %q", name, want)
	}
	if !ok {
		t.Errorf("%s: got %v, want %s", name, err, want)
	}
}

func TestWebhookVectorsOfTheGateway(t *testing.T) {
	for _, v := range loadVectors(t) {
		ev, err := WebhookVerifier{Secret: v.Secret, Now: v.at(0)}.Verify([]byte(v.Body), v.header())
		checkResult(t, v.Name+" (secret)", v.SecretResult, err)
		if err == nil && (ev.EventId == "" || ev.ConnectionId == "") {
			t.Errorf("%s: event %+v", v.Name, ev)
		}
		_, err = WebhookVerifier{APIToken: v.APIToken, Now: v.at(0)}.Verify([]byte(v.Body), v.header())
		checkResult(t, v.Name+" (API token)", v.APITokenResult, err)
		// With both keys, a delivery verifies when either scheme does.
		_, err = WebhookVerifier{Secret: v.Secret, APIToken: v.APIToken, Now: v.at(0)}.Verify([]byte(v.Body), v.header())
		if (err == nil) != (v.SecretResult == "ok" || v.APITokenResult == "ok") {
			t.Errorf("%s (both keys): %v", v.Name, err)
		}
	}
}

func TestWebhookWindowIsConfigurableAndEitherSchemeMaySuffice(t *testing.T) {
	v := loadVectors(t)[0]
	if _, err := (WebhookVerifier{APIToken: v.APIToken, Now: v.at(2 * time.Minute), Tolerance: time.Minute}).Verify([]byte(v.Body), v.header()); !errors.Is(err, ErrWebhookTimestamp) {
		t.Errorf("a 1-minute window accepted a delivery 2 minutes old: %v", err)
	}
	// A wrong secret beside the right API token (a receiver mid-rotation) still verifies.
	if _, err := (WebhookVerifier{Secret: "whsec_dGhpcyBpcyBub3QgdGhlIHJpZ2h0IHNlY3JldA==", APIToken: v.APIToken, Now: v.at(0)}).Verify([]byte(v.Body), v.header()); err != nil {
		t.Errorf("right API token, wrong secret: %v", err)
	}
	if _, err := (WebhookVerifier{Secret: "whsec_not base64!", Now: v.at(0)}).Verify([]byte(v.Body), v.header()); err == nil {
		t.Error("a secret that is not base64 verified")
	}
}

func TestWebhookAcceptsAnyOfSeveralStandardSignatures(t *testing.T) {
	v := loadVectors(t)[0]
	h := v.header()
	h.Set("webhook-signature", "v1,bm90IGl0 v2,abc "+v.Headers["webhook-signature"])
	if _, err := (WebhookVerifier{Secret: v.Secret, Now: v.at(0)}).Verify([]byte(v.Body), h); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyWebhookPicksTheSchemeFromTheKey(t *testing.T) {
	v := loadVectors(t)[0]
	onlyStandard, onlySeed := v.header(), v.header()
	onlyStandard.Del("x-svc-webhook-signature")
	onlySeed.Del("webhook-signature")
	// The vectors are older than the window: VerifyWebhook (the real clock) finds the scheme's headers and refuses
	// the timestamp, or misses the headers of the scheme the key selects.
	for _, tc := range []struct {
		key    string
		header http.Header
		want   error
	}{
		{v.Secret, onlyStandard, ErrWebhookTimestamp},
		{v.Secret, onlySeed, ErrWebhookMissingHeader},
		{v.APIToken, onlySeed, ErrWebhookTimestamp},
		{v.APIToken, onlyStandard, ErrWebhookMissingHeader},
	} {
		if _, err := VerifyWebhook([]byte(v.Body), tc.header, tc.key); !errors.Is(err, tc.want) {
			t.Errorf("key %s...: err %v, want %v", tc.key[:6], err, tc.want)
		}
	}
	if _, err := VerifyWebhook([]byte(v.Body), v.header(), ""); err == nil {
		t.Error("an empty key verified")
	}
}

func TestWebhookHandler(t *testing.T) {
	v := loadVectors(t)[0]
	var got []string
	h := WebhookVerifier{Secret: v.Secret, Now: v.at(0)}.WebhookHandler(func(_ context.Context, ev *api.ConnectorEvent) error {
		got = append(got, ev.EventId)
		if ev.EventId == "fail" {
			return errors.New("x")
		}
		return nil
	})
	send := func(method, body string, header http.Header) int {
		req := httptest.NewRequest(method, "/plugboard", strings.NewReader(body))
		req.Header = header
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w.Code
	}
	if code := send(http.MethodPost, v.Body, v.header()); code != 204 || len(got) != 1 {
		t.Fatalf("valid delivery: %d, handled %v", code, got)
	}
	if code := send(http.MethodPost, v.Body+"x", v.header()); code != 401 || len(got) != 1 {
		t.Fatalf("tampered delivery: %d, handled %v", code, got)
	}
	if code := send(http.MethodGet, "", v.header()); code != 405 {
		t.Fatalf("GET: %d", code)
	}
	if code := send(http.MethodPost, strings.Repeat(" ", maxWebhookBody+1), v.header()); code != 413 {
		t.Fatalf("huge body: %d", code)
	}
}
