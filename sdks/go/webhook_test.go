package plugboard

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// testdata/webhook-vectors.json was produced by the gateway's own signing function (src/events/sign-webhook.ts,
// signedHeaders) on fixed inputs; the e2e test also verifies a real delivery.
type vector struct {
	APIToken      string            `json:"apiToken"`
	WebhookSecret string            `json:"webhookSecret"`
	Body          string            `json:"body"`
	TimestampMs   string            `json:"timestampMs"`
	Headers       map[string]string `json:"headers"`
}

func loadVectors(t *testing.T) []vector {
	t.Helper()
	data, err := os.ReadFile("testdata/webhook-vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var vs []vector
	if err := json.Unmarshal(data, &vs); err != nil || len(vs) == 0 {
		t.Fatalf("vectors: %v", err)
	}
	return vs
}

func (v vector) header() http.Header {
	h := http.Header{}
	for k, val := range v.Headers {
		h.Set(k, val)
	}
	return h
}

func (v vector) at(offset time.Duration) func() time.Time {
	ms, _ := strconv.ParseInt(v.TimestampMs, 10, 64)
	return func() time.Time { return time.UnixMilli(ms).Add(offset) }
}

func TestWebhookVectorsVerifyWithBothSchemes(t *testing.T) {
	for _, v := range loadVectors(t) {
		for name, verifier := range map[string]WebhookVerifier{
			"secret": {Secret: v.WebhookSecret, Now: v.at(time.Minute)},
			"token":  {APIToken: v.APIToken, Now: v.at(-time.Minute)},
			"both":   {Secret: v.WebhookSecret, APIToken: v.APIToken, Now: v.at(0)},
		} {
			ev, err := verifier.Verify([]byte(v.Body), v.header())
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if ev.EventId == "" || ev.ConnectionId == "" {
				t.Fatalf("%s: event %+v", name, ev)
			}
		}
	}
}

func TestWebhookRefusesTamperingWrongKeysAndStaleTimestamps(t *testing.T) {
	v := loadVectors(t)[0]
	other := loadVectors(t)[1]
	cases := []struct {
		name     string
		verifier WebhookVerifier
		body     string
		header   func(http.Header)
		want     error
	}{
		{"tampered body, secret", WebhookVerifier{Secret: v.WebhookSecret, Now: v.at(0)}, v.Body + " ", nil, ErrWebhookSignature},
		{"tampered body, token", WebhookVerifier{APIToken: v.APIToken, Now: v.at(0)}, v.Body[1:], nil, ErrWebhookSignature},
		{"other secret", WebhookVerifier{Secret: other.WebhookSecret, Now: v.at(0)}, v.Body, nil, ErrWebhookSignature},
		{"other token", WebhookVerifier{APIToken: other.APIToken, Now: v.at(0)}, v.Body, nil, ErrWebhookSignature},
		{"stale, secret", WebhookVerifier{Secret: v.WebhookSecret, Now: v.at(6 * time.Minute)}, v.Body, nil, ErrWebhookTimestamp},
		{"future, token", WebhookVerifier{APIToken: v.APIToken, Now: v.at(-6 * time.Minute)}, v.Body, nil, ErrWebhookTimestamp},
		{"custom window", WebhookVerifier{APIToken: v.APIToken, Now: v.at(2 * time.Minute), Tolerance: time.Minute}, v.Body, nil, ErrWebhookTimestamp},
		{"no signature", WebhookVerifier{Secret: v.WebhookSecret, Now: v.at(0)}, v.Body, func(h http.Header) { h.Del("webhook-signature") }, ErrWebhookSignature},
		{"replayed id", WebhookVerifier{Secret: v.WebhookSecret, Now: v.at(0)}, v.Body, func(h http.Header) { h.Set("webhook-id", "msg_other") }, ErrWebhookSignature},
		{"timestamp moved", WebhookVerifier{APIToken: v.APIToken, Now: v.at(0)}, v.Body, func(h http.Header) { h.Set("x-svc-timestamp", "1735689600124") }, ErrWebhookSignature},
	}
	for _, tc := range cases {
		h := v.header()
		if tc.header != nil {
			tc.header(h)
		}
		if _, err := tc.verifier.Verify([]byte(tc.body), h); !errors.Is(err, tc.want) {
			t.Errorf("%s: err %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestWebhookAcceptsAnyOfSeveralStandardSignatures(t *testing.T) {
	v := loadVectors(t)[0]
	h := v.header()
	h.Set("webhook-signature", "v1,bm90IGl0 v2,abc "+v.Headers["webhook-signature"])
	if _, err := (WebhookVerifier{Secret: v.WebhookSecret, Now: v.at(0)}).Verify([]byte(v.Body), h); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyWebhookPicksTheSchemeFromTheKey(t *testing.T) {
	v := loadVectors(t)[0]
	// The vectors are old: VerifyWebhook, which uses the clock, refuses them as replays with either key.
	for _, key := range []string{v.WebhookSecret, v.APIToken} {
		if _, err := VerifyWebhook([]byte(v.Body), v.header(), key); !errors.Is(err, ErrWebhookTimestamp) {
			t.Errorf("key %q: err %v", key[:6], err)
		}
	}
	if _, err := VerifyWebhook([]byte(v.Body), v.header(), ""); err == nil {
		t.Error("an empty key verified")
	}
}

func TestWebhookHandler(t *testing.T) {
	v := loadVectors(t)[0]
	var got []string
	h := WebhookVerifier{Secret: v.WebhookSecret, Now: v.at(0)}.WebhookHandler(func(_ context.Context, ev *api.ConnectorEvent) error {
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
