// Command offline-mongo runs FerretDB v1 (MongoDB wire protocol over SQLite) on
// loopback, for machines where no mongod binary can be had.
//
// It embeds the library package because `go install .../cmd/ferretdb` builds a
// binary that panics at start (missing generated version file).
//
// FerretDB v1 applies an update as "query, then write the new document back", so two
// concurrent $inc on one document can lose one of them. A small proxy in front of
// it therefore runs write commands one at a time, which gives the atomic counters
// and race-free unique indexes a real MongoDB server gives. Reads stay concurrent.
//
// FerretDB v1's SQLite backend looks documents up by `_id` with the expression
// `_ferretdb_sjson->'$._id'`, but indexes `_ferretdb_sjson->"_id"`: SQLite does not
// see that they are the same, so every read, update or delete by `_id` scans the whole
// table. The proxy therefore adds, once per collection, an index on the exact
// expression the lookups use (see idLookupIndexes).
//
// It is built by build.sh, over FerretDB with the files under ferretdb/ laid over its
// source: they push `_id` ranges and sorts and simple equalities down to SQLite
// (README.md here says what and why).
package main

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
	"go.mongodb.org/mongo-driver/x/bsonx/bsoncore"
	_ "modernc.org/sqlite"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", ".data/ferretdb", "directory for the SQLite files")
	exitWithStdin := flag.Bool("exit-with-stdin", false, "stop when standard input closes, i.e. when the parent process is gone")
	flag.Parse()

	// Reading a collection decodes every document into short-lived values; collecting
	// garbage less often made a full scan about 13% faster (README.md here).
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}

	abs, err := filepath.Abs(*dir)
	if err != nil {
		fail(err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		fail(err)
	}
	// Two servers on one set of SQLite files would corrupt it: hold a lock for our lifetime.
	lock, err := os.OpenFile(filepath.Join(abs, "offline-mongo.lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		fail(err)
	}
	// Closing the file releases the lock; the deferred Close also keeps it from being
	// garbage-collected (and closed) while the server runs.
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		fail(fmt.Errorf("%s is in use by another offline-mongo", abs))
	}

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError}))
	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: "127.0.0.1:0"},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		fail(err)
	}
	backend := strings.TrimSuffix(strings.TrimPrefix(db.MongoDBURI(), "mongodb://"), "/")

	listener, err := net.Listen("tcp", *listen)
	if err != nil {
		fail(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if *exitWithStdin {
		// The parent keeps our stdin open; when it dies, even by SIGKILL, we stop too.
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			cancel()
		}()
	}

	go func() {
		<-ctx.Done()
		listener.Close()
	}()
	lookups := newIDLookupIndexes(abs)
	defer lookups.close()
	go serve(listener, backend, lookups)

	// The parent process waits for this line before connecting.
	fmt.Printf("ready mongodb://%s/\n", listener.Addr())
	if err := db.Run(ctx); err != nil {
		fail(err)
	}
}

// writeLock serialises write commands across all client connections.
var writeLock sync.Mutex

var writeCommands = map[string]bool{
	"insert": true, "update": true, "delete": true, "findandmodify": true,
	"createindexes": true, "create": true, "drop": true, "dropdatabase": true, "dropindexes": true,
}

func serve(listener net.Listener, backend string, lookups *idLookupIndexes) {
	for {
		client, err := listener.Accept()
		if err != nil {
			return
		}
		go proxy(client, backend, lookups)
	}
}

func proxy(client net.Conn, backend string, lookups *idLookupIndexes) {
	defer client.Close()
	upstream, err := net.Dial("tcp", backend)
	if err != nil {
		return
	}
	defer upstream.Close()

	for {
		request, err := readMessage(client)
		if err != nil {
			return
		}
		write := isWrite(request)
		if write {
			writeLock.Lock()
		}
		err = exchange(upstream, client, request)
		if write {
			// Still under the write lock: the index is built while FerretDB writes nothing.
			lookups.afterWrite(request)
			writeLock.Unlock()
		}
		if err != nil {
			return
		}
	}
}

// exchange sends one request and relays its reply, unless the client asked for none.
func exchange(upstream, client net.Conn, request []byte) error {
	if _, err := upstream.Write(request); err != nil {
		return err
	}
	if !expectsReply(request) {
		return nil
	}
	reply, err := readMessage(upstream)
	if err != nil {
		return err
	}
	_, err = client.Write(reply)
	return err
}

func readMessage(r io.Reader) ([]byte, error) {
	var header [16]byte
	if _, err := io.ReadFull(r, header[:]); err != nil {
		return nil, err
	}
	length := int(binary.LittleEndian.Uint32(header[0:4]))
	if length < 16 || length > 48*1024*1024 {
		return nil, errors.New("bad message length")
	}
	message := make([]byte, length)
	copy(message, header[:])
	if _, err := io.ReadFull(r, message[16:]); err != nil {
		return nil, err
	}
	return message, nil
}

const opMsg = 2013

// expectsReply is false only for OP_MSG with the moreToCome flag (unacknowledged writes).
func expectsReply(message []byte) bool {
	if binary.LittleEndian.Uint32(message[12:16]) != opMsg || len(message) < 20 {
		return true
	}
	return binary.LittleEndian.Uint32(message[16:20])&2 == 0
}

// isWrite reads the command name: the first key of the OP_MSG body section.
func isWrite(message []byte) bool {
	name, _, _ := commandOf(message)
	return writeCommands[name]
}

// commandOf reads an OP_MSG's command name (lower case), its first value when that
// is a string (the collection) and its database ($db); empty when it is not one.
func commandOf(message []byte) (name, collection, db string) {
	if len(message) < 27 || binary.LittleEndian.Uint32(message[12:16]) != opMsg || message[20] != 0 {
		return "", "", ""
	}
	body := bsoncore.Document(message[21:])
	length, _, ok := bsoncore.ReadLength(body)
	if !ok || int(length) > len(body) || length < 5 {
		return "", "", ""
	}
	body = body[:length]
	elements, err := body.Elements()
	if err != nil || len(elements) == 0 {
		return "", "", ""
	}
	name = strings.ToLower(elements[0].Key())
	collection, _ = elements[0].Value().StringValueOK()
	if value, err := body.LookupErr("$db"); err == nil {
		db, _ = value.StringValueOK()
	}
	return name, collection, db
}

// idLookupIndexes adds to each collection's table an index on the expression
// FerretDB's `_id` lookups use, so that they stop scanning the table.
type idLookupIndexes struct {
	dir  string
	dbs  map[string]*sql.DB
	done map[string]bool
}

func newIDLookupIndexes(dir string) *idLookupIndexes {
	return &idLookupIndexes{dir: dir, dbs: map[string]*sql.DB{}, done: map[string]bool{}}
}

func (l *idLookupIndexes) close() {
	for _, db := range l.dbs {
		db.Close()
	}
}

// afterWrite runs under the write lock, after FerretDB answered the command.
func (l *idLookupIndexes) afterWrite(request []byte) {
	name, collection, dbName := commandOf(request)
	if dbName == "" || strings.ContainsAny(dbName, "/\\") {
		return
	}
	switch name {
	case "dropdatabase":
		// FerretDB removes the file: forget it, so a database of the same name starts over.
		if db, ok := l.dbs[dbName]; ok {
			db.Close()
			delete(l.dbs, dbName)
		}
		for key := range l.done {
			if strings.HasPrefix(key, dbName+".") {
				delete(l.done, key)
			}
		}
		return
	case "drop":
		delete(l.done, dbName+"."+collection)
		return
	}
	if collection == "" || l.done[dbName+"."+collection] {
		return
	}
	if err := l.ensure(dbName, collection); err != nil {
		slog.Error("offline-mongo: _id lookup index", "db", dbName, "collection", collection, "error", err)
		return
	}
	l.done[dbName+"."+collection] = true
}

func (l *idLookupIndexes) ensure(dbName, collection string) error {
	path := filepath.Join(l.dir, dbName+".sqlite")
	if _, err := os.Stat(path); err != nil {
		return nil // not created yet (the write failed): tried again on the next one
	}
	db, ok := l.dbs[dbName]
	if !ok {
		var err error
		db, err = sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
		if err != nil {
			return err
		}
		db.SetMaxOpenConns(1)
		l.dbs[dbName] = db
	}
	var table string
	err := db.QueryRow(`SELECT table_name FROM _ferretdb_collections WHERE name = ?`, collection).Scan(&table)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	// The same expression as FerretDB's WHERE clause, character for character.
	_, err = db.Exec(fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (_ferretdb_sjson->'$._id')`, table+"__id_lookup", table))
	return err
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "offline-mongo:", err)
	os.Exit(1)
}
