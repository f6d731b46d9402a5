package plugboard_test

import (
	"bufio"
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plugboard/plugboard/sdks/go/api"
)

func quickstartSource(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("examples/quickstart/main.go")
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	return src[strings.Index(src, "package main"):]
}

// The README and docs/sdks.md show the program the tests build and run.
func TestReadmeQuickstartIsTheExample(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	start := strings.Index(readme, "<!-- quickstart:start -->\n```go\n")
	end := strings.Index(readme, "```\n<!-- quickstart:end -->")
	if start < 0 || end < start {
		t.Fatal("README.md has no quickstart block")
	}
	block := readme[start+len("<!-- quickstart:start -->\n```go\n") : end]
	if block != quickstartSource(t) {
		t.Fatal("README.md's quickstart differs from examples/quickstart/main.go: copy it over")
	}
	doc, err := os.ReadFile("../../docs/sdks.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "```go\n"+quickstartSource(t)+"```\n") {
		t.Fatal("docs/sdks.md's Go program differs from examples/quickstart/main.go: copy it over")
	}
}

// A user's module, outside this one, gets the SDK with a replace directive, builds the README's program, and the
// program lists the sandbox connection's contacts and verifies a delivered webhook.
func TestE2EReadmeQuickstartAsAUserModule(t *testing.T) {
	env, client := e2e(t)
	ctx := ctxFor(t, 120*time.Second)
	sdk, _ := filepath.Abs(".")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(quickstartSource(t)), 0o644); err != nil {
		t.Fatal(err)
	}
	// Offline: the SDK's dependencies are in the module cache (npm run setup downloads them), and the SDK's go.sum
	// gives the hashes `go get` would otherwise fetch from the checksum database.
	sums, err := os.ReadFile("go.sum")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sums, 0o644); err != nil {
		t.Fatal(err)
	}
	goEnv := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	for _, args := range [][]string{
		{"mod", "init", "example.com/quickstart"},
		{"mod", "edit", "-replace", "github.com/plugboard/plugboard/sdks/go=" + sdk},
		{"get", "github.com/plugboard/plugboard/sdks/go"},
		{"build", "-o", "quickstart", "."},
	} {
		cmd := exec.CommandContext(ctx, "go", args...)
		cmd.Dir, cmd.Env = dir, goEnv
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}

	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	created, err := client.API().CreateWebhookWithResponse(ctx, api.CreateWebhookJSONRequestBody{Url: "http://" + addr + "/plugboard"})
	if err != nil {
		t.Fatal(err)
	}
	hook := created.JSON200.Webhook
	t.Cleanup(func() {
		_, _ = client.API().DeleteWebhookWithResponse(context.Background(), api.IdRequest{Id: hook.Id})
	})

	prog := exec.CommandContext(ctx, filepath.Join(dir, "quickstart"))
	prog.Env = append(os.Environ(), "PLUGBOARD_URL="+env.URL, "PLUGBOARD_API_TOKEN="+env.APIToken,
		"PLUGBOARD_ACCESS_TOKEN="+env.Sandbox.AccessToken, "PLUGBOARD_WEBHOOK_SECRET="+*hook.Secret, "LISTEN="+addr)
	stdout, _ := prog.StdoutPipe()
	prog.Stderr = os.Stderr
	if err := prog.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = prog.Process.Kill(); _ = prog.Wait() })
	lines := make(chan string, 1000)
	go func() {
		scanner := bufio.NewScanner(stdout)
		for scanner.Scan() {
			lines <- scanner.Text()
		}
		close(lines)
	}()

	contacts, sent := 0, false
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				t.Fatalf("the program ended after %d contacts", contacts)
			}
			if strings.HasPrefix(line, "contact ") {
				contacts++
			}
			if strings.HasPrefix(line, "verified system.webhook.test ") {
				if contacts < 25 {
					t.Fatalf("%d contacts listed", contacts)
				}
				return
			}
		case <-time.After(500 * time.Millisecond):
			// The listing is done when the output pauses; then the server is up: send a test delivery (again
			// until it arrives, in case the first attempt came before the listener).
			if contacts >= 25 && !sent {
				if _, err := client.API().SendWebhookTestEventWithResponse(ctx, api.SendWebhookTestEventJSONRequestBody{Id: &hook.Id}); err != nil {
					t.Fatal(err)
				}
				sent = true
			}
		case <-ctx.Done():
			t.Fatalf("no verified delivery (%d contacts listed, test event sent: %v)", contacts, sent)
		}
	}
}
