// Package plugboard is the Go SDK of the Plugboard gateway's back-end API.
//
// The request and response types and one method per operation are generated from openapi.yaml into the api
// package (Client.API and Connection.API). This package adds what a back end needs around them: the tokens,
// typed errors (*Error), retries of 429 and 503 that honour Retry-After with an Idempotency-Key on writes,
// iterators over every paging style, the event-log catch-up and webhook verification.
package plugboard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// Client calls the gateway with a project environment's API token. It is safe for concurrent use.
type Client struct {
	baseURL   *url.URL
	transport *transport
	api       *api.ClientWithResponses
}

// Option configures a Client.
type Option func(*config)

type config struct {
	httpClient   HTTPDoer
	timeout      time.Duration
	maxRetries   int
	maxRetryWait time.Duration
	userAgent    string
	sleep        func(context.Context, time.Duration) error
	newKey       func() string
}

// WithHTTPClient sends the requests through doer (e.g. an *http.Client with your own transport or timeout).
// WithTimeout does not apply to it.
func WithHTTPClient(doer HTTPDoer) Option { return func(c *config) { c.httpClient = doer } }

// WithTimeout bounds each attempt, body included (default 90 s: the gateway holds a call to a tool at most 60 s).
// Use the context for a deadline over the whole call, retries included.
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// WithMaxRetries sets how many times a 429 or 503 (or a network error of a read or a keyed write) is retried
// (default 3; 0 disables retries).
func WithMaxRetries(n int) Option { return func(c *config) { c.maxRetries = max(n, 0) } }

// WithMaxRetryWait sets the longest Retry-After the client waits for (default 30 s); a longer one is returned
// at once as the *Error, whose RetryAfter says when to try again.
func WithMaxRetryWait(d time.Duration) Option { return func(c *config) { c.maxRetryWait = d } }

// WithUserAgent sets the User-Agent (default "plugboard-go/<Version>").
func WithUserAgent(ua string) Option { return func(c *config) { c.userAgent = ua } }

// NewClient returns a client of the gateway at baseURL (e.g. "http://127.0.0.1:8080") using apiToken, the API
// token of a project environment.
func NewClient(baseURL, apiToken string, opts ...Option) (*Client, error) {
	u, err := url.Parse(strings.TrimRight(baseURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("plugboard: base URL %q is not an absolute http(s) URL", baseURL)
	}
	if apiToken == "" {
		return nil, errors.New("plugboard: the API token is empty")
	}
	cfg := config{
		timeout:      90 * time.Second,
		maxRetries:   3,
		maxRetryWait: 30 * time.Second,
		userAgent:    "plugboard-go/" + Version,
		sleep:        sleepContext,
		newKey:       newIdempotencyKey,
	}
	for _, opt := range opts {
		opt(&cfg)
	}
	if cfg.httpClient == nil {
		cfg.httpClient = &http.Client{Timeout: cfg.timeout}
	}
	t := &transport{
		http: cfg.httpClient, apiToken: apiToken, userAgent: cfg.userAgent, maxRetries: cfg.maxRetries,
		maxRetryWait: cfg.maxRetryWait, sleep: cfg.sleep, newKey: cfg.newKey,
	}
	generated, err := api.NewClientWithResponses(u.String(), api.WithHTTPClient(t))
	if err != nil {
		return nil, err
	}
	return &Client{baseURL: u, transport: t, api: generated}, nil
}

// API is the generated client: one method per operation of openapi.yaml (e.g. CreateSessionTokenWithResponse).
// Every answer of 400 or more comes back as an *Error, so a nil error means the JSON200 (or JSON201) field is set.
func (c *Client) API() *api.ClientWithResponses { return c.api }

// Connection is the view of one connection: every request also carries its access token (x-svc-access-token).
type Connection struct {
	client *Client
	doer   withAccessToken
	api    *api.ClientWithResponses
}

// Connection returns the view of the connection whose access token is accessToken.
func (c *Client) Connection(accessToken string) *Connection {
	doer := withAccessToken{next: c.transport, accessToken: accessToken}
	// NewClientWithResponses fails only on a bad server URL, which NewClient already checked.
	generated, _ := api.NewClientWithResponses(c.baseURL.String(), api.WithHTTPClient(doer))
	return &Connection{client: c, doer: doer, api: generated}
}

// API is the generated client with this connection's access token (unified, action and passthrough calls).
func (c *Connection) API() *api.ClientWithResponses { return c.api }

// Client returns the client this view was made from.
func (c *Connection) Client() *Client { return c.client }

// call sends one JSON request through doer and decodes the JSON answer into out (when out is not nil).
func (c *Client) call(ctx context.Context, doer HTTPDoer, method, path string, query url.Values, in, out any) error {
	u := c.baseURL.JoinPath(path)
	if len(query) > 0 {
		u.RawQuery = query.Encode()
	}
	var body io.Reader
	if in != nil {
		data, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = strings.NewReader(string(data))
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), body)
	if err != nil {
		return err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	resp, err := doer.Do(req)
	if err != nil {
		return err
	}
	defer func() { _ = resp.Body.Close() }()
	if out == nil {
		_, err = io.Copy(io.Discard, resp.Body)
		return err
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		return fmt.Errorf("plugboard: %s %s: reading the answer: %w", method, path, err)
	}
	return nil
}

func jsonUnmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }
