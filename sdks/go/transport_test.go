package plugboard

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// recorder is a loopback gateway stand-in: it answers from a script and records each request it got.
type recorder struct {
	mu       sync.Mutex
	requests []*http.Request
	bodies   []string
	answer   func(n int, r *http.Request) (status int, header map[string]string, body string)
}

func (rec *recorder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	rec.mu.Lock()
	n := len(rec.requests)
	rec.requests = append(rec.requests, r.Clone(context.Background()))
	rec.bodies = append(rec.bodies, string(body))
	rec.mu.Unlock()
	r.Body = io.NopCloser(strings.NewReader(string(body)))
	status, header, out := rec.answer(n, r)
	for k, v := range header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, out)
}

func (rec *recorder) count() int {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return len(rec.requests)
}

// withSleep replaces the waits between attempts (tests record them instead of waiting).
func withSleep(f func(context.Context, time.Duration) error) Option {
	return func(c *config) { c.sleep = f }
}

type sleeps struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (s *sleeps) sleep(_ context.Context, d time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.waits = append(s.waits, d)
	return nil
}

func newTestClient(t *testing.T, rec *recorder, opts ...Option) (*Client, *sleeps) {
	t.Helper()
	srv := httptest.NewServer(rec)
	t.Cleanup(srv.Close)
	s := &sleeps{}
	c, err := NewClient(srv.URL, "pb_api_test", append([]Option{withSleep(s.sleep)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return c, s
}

const created = `{"result":{"id":"cc_1","nativeId":"51","firstName":"Ada","lastName":null,"email":null,"phone":null,"jobTitle":null,"accountId":null,"ownerId":null,"createdTime":"2026-01-01T00:00:00.000Z","modifiedTime":null}}`

func createContact(ctx context.Context, conn *Connection) (*api.CrmContactsCreateResponse, error) {
	body := api.CrmContactsCreateJSONRequestBody{}
	ada := "Ada"
	body.Contact.FirstName = &ada
	return conn.API().CrmContactsCreateWithResponse(ctx, nil, body)
}

func TestWriteRetriedAfter429HonoursRetryAfterWithOneIdempotencyKey(t *testing.T) {
	rec := &recorder{answer: func(n int, _ *http.Request) (int, map[string]string, string) {
		if n == 0 {
			return 429, map[string]string{"Retry-After": "2", "x-request-id": "req_1"}, `{"error":{"code":"RATE_LIMITED","message":"slow down"}}`
		}
		return 200, nil, created
	}}
	c, s := newTestClient(t, rec)
	resp, err := createContact(context.Background(), c.Connection("pb_conn_1"))
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode() != 200 || rec.count() != 2 {
		t.Fatalf("status %d after %d requests", resp.StatusCode(), rec.count())
	}
	if len(s.waits) != 1 || s.waits[0] != 2*time.Second {
		t.Fatalf("waited %v, want [2s]", s.waits)
	}
	k0, k1 := rec.requests[0].Header.Get("Idempotency-Key"), rec.requests[1].Header.Get("Idempotency-Key")
	if k0 == "" || k0 != k1 {
		t.Fatalf("idempotency keys %q, %q: want one key for both attempts", k0, k1)
	}
	if rec.bodies[0] != rec.bodies[1] || rec.bodies[0] == "" {
		t.Fatalf("bodies differ: %q vs %q", rec.bodies[0], rec.bodies[1])
	}
	for _, r := range rec.requests {
		if r.Header.Get("x-svc-api-token") != "pb_api_test" || r.Header.Get("x-svc-access-token") != "pb_conn_1" {
			t.Fatalf("tokens missing: %v", r.Header)
		}
	}
	// A second write is a new logical write: a new key.
	if _, err := createContact(context.Background(), c.Connection("pb_conn_1")); err != nil {
		t.Fatal(err)
	}
	if k2 := rec.requests[2].Header.Get("Idempotency-Key"); k2 == "" || k2 == k0 {
		t.Fatalf("second write reused key %q", k2)
	}
}

func TestCallerIdempotencyKeyIsKept(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) { return 200, nil, created }}
	c, _ := newTestClient(t, rec)
	key := "my-own-key"
	body := api.CrmContactsCreateJSONRequestBody{}
	_, err := c.Connection("a").API().CrmContactsCreateWithResponse(context.Background(), &api.CrmContactsCreateParams{IdempotencyKey: &key}, body)
	if err != nil {
		t.Fatal(err)
	}
	if got := rec.requests[0].Header.Get("Idempotency-Key"); got != key {
		t.Fatalf("key %q, want %q", got, key)
	}
}

func TestReadsCarryNoIdempotencyKey(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) {
		return 200, nil, `{"result":{"contacts":[],"nextPageCursor":null}}`
	}}
	c, _ := newTestClient(t, rec)
	if _, err := c.Connection("a").API().CrmContactsListWithResponse(context.Background(), nil, api.UnifiedListRequest{}); err != nil {
		t.Fatal(err)
	}
	if got := rec.requests[0].Header.Get("Idempotency-Key"); got != "" {
		t.Fatalf("a list carried Idempotency-Key %q", got)
	}
}

func Test503WithoutRetryAfterBacksOffThenSucceeds(t *testing.T) {
	rec := &recorder{answer: func(n int, _ *http.Request) (int, map[string]string, string) {
		if n < 2 {
			return 503, nil, `{"error":{"code":"STORE_UNAVAILABLE","message":"x"}}`
		}
		return 200, nil, `{"result":{"contacts":[],"nextPageCursor":null}}`
	}}
	c, s := newTestClient(t, rec)
	if _, err := c.Connection("a").API().CrmContactsListWithResponse(context.Background(), nil, api.UnifiedListRequest{}); err != nil {
		t.Fatal(err)
	}
	if rec.count() != 3 || len(s.waits) != 2 {
		t.Fatalf("%d requests, waits %v", rec.count(), s.waits)
	}
	for _, w := range s.waits {
		if w <= 0 || w > 8*time.Second {
			t.Fatalf("backoff %v out of bounds", w)
		}
	}
}

func TestRetryAfterLongerThanTheBoundIsReturnedNotWaited(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) {
		return 429, map[string]string{"Retry-After": "120"}, `{"error":{"code":"RATE_LIMITED","message":"x"}}`
	}}
	c, s := newTestClient(t, rec, WithMaxRetryWait(10*time.Second))
	_, err := createContact(context.Background(), c.Connection("a"))
	var perr *Error
	if !errors.As(err, &perr) || perr.StatusCode != 429 || perr.Code != "RATE_LIMITED" || perr.RetryAfter != 120*time.Second {
		t.Fatalf("got %#v", err)
	}
	if rec.count() != 1 || len(s.waits) != 0 {
		t.Fatalf("%d requests, waits %v", rec.count(), s.waits)
	}
}

func TestRetriesAreBounded(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) {
		return 429, map[string]string{"Retry-After": "1"}, `{"error":{"code":"RATE_LIMITED","message":"x"}}`
	}}
	c, _ := newTestClient(t, rec, WithMaxRetries(2))
	_, err := createContact(context.Background(), c.Connection("a"))
	if ErrorCodeOf(err) != "RATE_LIMITED" || rec.count() != 3 {
		t.Fatalf("err %v after %d requests", err, rec.count())
	}
}

func TestIdempotencyKeyInUseIsWaitedFor(t *testing.T) {
	rec := &recorder{answer: func(n int, _ *http.Request) (int, map[string]string, string) {
		if n == 0 {
			return 409, map[string]string{"Retry-After": "1"}, `{"error":{"code":"IDEMPOTENCY_KEY_IN_USE","message":"x"}}`
		}
		return 200, nil, created
	}}
	c, _ := newTestClient(t, rec)
	if _, err := createContact(context.Background(), c.Connection("a")); err != nil || rec.count() != 2 {
		t.Fatalf("err %v after %d requests", err, rec.count())
	}
}

func TestErrorsCarryCodeStatusRequestIDAndDetails(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) {
		return 409, map[string]string{"x-request-id": "req_42"}, `{"error":{"code":"CONNECTION_SYNCING","message":"still syncing","details":{"status":"NEW_CONNECTION"}}}`
	}}
	c, _ := newTestClient(t, rec)
	_, err := c.Connection("a").API().CrmContactsListWithResponse(context.Background(), nil, api.UnifiedListRequest{})
	var perr *Error
	if !errors.As(err, &perr) {
		t.Fatalf("not an *Error: %v", err)
	}
	if perr.StatusCode != 409 || perr.Code != "CONNECTION_SYNCING" || perr.RequestID != "req_42" || perr.Message != "still syncing" {
		t.Fatalf("got %+v", perr)
	}
	var details struct{ Status string }
	if json.Unmarshal(perr.Details, &details) != nil || details.Status != "NEW_CONNECTION" {
		t.Fatalf("details %s", perr.Details)
	}
	if rec.count() != 1 {
		t.Fatalf("a 409 was retried")
	}
	want := "plugboard: POST " + perr.URL + ": 409 CONNECTION_SYNCING: still syncing (request id req_42)"
	if perr.Error() != want {
		t.Fatalf("message %q, want %q", perr.Error(), want)
	}
}

func TestNonJSONErrorAndRedactedLegacyURL(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) { return 404, nil, "<html>not here</html>" }}
	c, _ := newTestClient(t, rec)
	var err error
	for _, e := range c.LegacyContacts(context.Background(), "pb_conn_secret", false) {
		err = e
	}
	var perr *Error
	if !errors.As(err, &perr) || perr.StatusCode != 404 || perr.Code != "" || perr.Message != "<html>not here</html>" {
		t.Fatalf("got %#v", err)
	}
	if perr.URL == "" || strings.Contains(perr.Error(), "pb_conn_secret") {
		t.Fatalf("the access token leaked into %q", perr.Error())
	}
}

func TestCancellationStopsARetryWait(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) {
		return 503, map[string]string{"Retry-After": "20"}, `{"error":{"code":"DOWNSTREAM_UNAVAILABLE","message":"x"}}`
	}}
	srv := httptest.NewServer(rec)
	defer srv.Close()
	c, err := NewClient(srv.URL, "t") // the real sleep
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = createContact(ctx, c.Connection("a"))
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Fatalf("err %v after %v", err, time.Since(start))
	}
}

func TestTimeoutBoundsAnAttempt(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(release)
	c, err := NewClient(srv.URL, "t", WithTimeout(150*time.Millisecond), WithMaxRetries(0))
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = createContact(context.Background(), c.Connection("a"))
	if err == nil || time.Since(start) > 5*time.Second {
		t.Fatalf("err %v after %v", err, time.Since(start))
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 27, 6, 0, 0, 0, time.UTC)
	for in, want := range map[string]time.Duration{
		"":                              0,
		"3":                             3 * time.Second,
		"0.5":                           500 * time.Millisecond,
		"-1":                            0,
		"soon":                          0,
		"Fri, 27 Nov 2026 06:00:07 GMT": 7 * time.Second,
		"Fri, 27 Nov 2026 05:00:00 GMT": 0,
	} {
		if got := parseRetryAfter(in, now); got != want {
			t.Errorf("parseRetryAfter(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestRetryAfterFromToolDetails(t *testing.T) {
	rec := &recorder{answer: func(n int, _ *http.Request) (int, map[string]string, string) {
		if n == 0 {
			return 429, nil, `{"error":{"code":"RATE_LIMITED","message":"x","details":{"retryAfterMs":1500}}}`
		}
		return 200, nil, created
	}}
	c, s := newTestClient(t, rec)
	if _, err := createContact(context.Background(), c.Connection("a")); err != nil {
		t.Fatal(err)
	}
	if len(s.waits) != 1 || s.waits[0] != 1500*time.Millisecond {
		t.Fatalf("waits %v", s.waits)
	}
}

func TestNewClientRefusesBadInput(t *testing.T) {
	for _, tc := range [][2]string{{"127.0.0.1:8080", "t"}, {"ftp://x", "t"}, {"http://127.0.0.1", ""}} {
		if _, err := NewClient(tc[0], tc[1]); err == nil {
			t.Errorf("NewClient(%q, %q) accepted", tc[0], tc[1])
		}
	}
}

// hangUpFirst closes the connection without an answer on the first request, then answers ok.
func hangUpFirst(ok string) (*recorder, http.Handler) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) { return 200, nil, ok }}
	return rec, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if rec.count() == 0 {
			rec.mu.Lock()
			rec.requests = append(rec.requests, r)
			rec.mu.Unlock()
			conn, _, _ := w.(http.Hijacker).Hijack()
			_ = conn.Close()
			return
		}
		rec.ServeHTTP(w, r)
	})
}

func TestNetworkErrorsAreRetriedForReadsAndKeyedWritesOnly(t *testing.T) {
	for _, tc := range []struct {
		name    string
		call    func(c *Client) error
		retried bool
	}{
		{"unified list", func(c *Client) error {
			_, err := c.Connection("a").API().CrmContactsListWithResponse(context.Background(), nil, api.UnifiedListRequest{})
			return err
		}, true},
		{"keyed create", func(c *Client) error { _, err := createContact(context.Background(), c.Connection("a")); return err }, true},
		{"webhook create (no key)", func(c *Client) error {
			_, err := c.API().CreateWebhookWithResponse(context.Background(), api.CreateWebhookJSONRequestBody{Url: "https://example.com"})
			return err
		}, false},
	} {
		rec, handler := hangUpFirst(`{"result":{"contacts":[],"nextPageCursor":null}}`)
		srv := httptest.NewServer(handler)
		s := &sleeps{}
		c, _ := NewClient(srv.URL, "t", withSleep(s.sleep))
		err := tc.call(c)
		srv.Close()
		if tc.retried && (rec.count() != 2 || err != nil) {
			t.Errorf("%s: %d requests, err %v: want a retry", tc.name, rec.count(), err)
		}
		if !tc.retried && (rec.count() != 1 || err == nil) {
			t.Errorf("%s: %d requests, err %v: want no retry", tc.name, rec.count(), err)
		}
	}
}

func TestUserAgentAndOwnHTTPClient(t *testing.T) {
	rec := &recorder{answer: func(int, *http.Request) (int, map[string]string, string) {
		return 200, nil, `{"result":{"contacts":[],"nextPageCursor":null}}`
	}}
	srv := httptest.NewServer(rec)
	defer srv.Close()
	for _, tc := range []struct {
		opts []Option
		want string
	}{
		{nil, "plugboard-go/" + Version},
		{[]Option{WithUserAgent("acme/2"), WithHTTPClient(&http.Client{Timeout: time.Second})}, "acme/2"},
	} {
		c, err := NewClient(srv.URL+"/", "t", tc.opts...)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Connection("a").API().CrmContactsListWithResponse(context.Background(), nil, api.UnifiedListRequest{}); err != nil {
			t.Fatal(err)
		}
		last := rec.requests[len(rec.requests)-1]
		if got := last.Header.Get("User-Agent"); got != tc.want || last.URL.Path != "/api/unifications/crm/contacts/list" {
			t.Fatalf("User-Agent %q at %s, want %q", got, last.URL.Path, tc.want)
		}
	}
}
