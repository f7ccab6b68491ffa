// Copyright 2021 FerretDB Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package sqlite

import (
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// prepareSelectClause returns SELECT clause for default column of provided table name.
//
// For capped collection with onlyRecordIDs, it returns select clause for recordID column.
//
// For capped collection, it returns select clause for recordID column and default column.
func prepareSelectClause(table, comment string, capped, onlyRecordIDs bool) string {
	if comment != "" {
		comment = strings.ReplaceAll(comment, "/*", "/ *")
		comment = strings.ReplaceAll(comment, "*/", "* /")
		comment = `/* ` + comment + ` */`
	}

	if capped && onlyRecordIDs {
		return fmt.Sprintf(`SELECT %s %s FROM %q`, comment, metadata.RecordIDColumn, table)
	}

	if capped {
		return fmt.Sprintf(`SELECT %s %s, %s FROM %q`, comment, metadata.RecordIDColumn, metadata.DefaultColumn, table)
	}

	return fmt.Sprintf(`SELECT %s %s FROM %q`, comment, metadata.DefaultColumn, table)
}

// prepareOrderByClause returns ORDER BY clause for given sort document.
//
// The provided sort document should be already validated.
// Provided document should only contain a single value.
//
// offline-mongo: a sort on `_id` is pushed down too (the handler pushes it only when
// backends.IDOrdered says the SQL order is the BSON order); it walks the `_id` index.
func prepareOrderByClause(sort *types.Document) string {
	if sort.Len() != 1 {
		return ""
	}

	key := sort.Keys()[0]
	v := must.NotFail(sort.Get(key))
	var order string

	switch v.(int64) {
	case 1:
		// Ascending order
	case -1:
		order = " DESC"
	default:
		panic("not reachable")
	}

	switch key {
	case "$natural":
		return fmt.Sprintf(" ORDER BY %s%s", metadata.RecordIDColumn, order)
	case "_id":
		return fmt.Sprintf(" ORDER BY %s%s", metadata.IDColumn, order)
	default:
		return ""
	}
}

// offline-mongo: the SQL comparison for each `_id` bound.
var idBoundSQL = map[string]string{"$eq": "=", "$lt": "<", "$lte": "<=", "$gt": ">", "$gte": ">="}

// offline-mongo: top-level field names that can be written into a JSON path as they are.
var plainField = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// prepareWhereClause returns a WHERE clause (with its arguments) that selects a superset
// of the documents the filter matches: the handler filters every returned document
// again, so a condition that cannot be written in SQL is simply left out.
//
// offline-mongo: upstream pushes down only a filter that is `{_id: <string or ObjectID>}`
// alone, so any other filter read, decoded and tested every document of the collection
// in Go (about 4,000 documents a second). This adds:
//   - `_id` compared with ObjectIDs ($eq, $lt, $lte, $gt, $gte), alongside other
//     conditions, on the same expression as the `_id` lookup index;
//   - a top-level field equal to a string or an ObjectID, tested by SQLite on the stored
//     JSON (`->>` unescapes the stored string; an array is kept, since MongoDB matches
//     an array that holds the value).
func prepareWhereClause(filter *types.Document) (string, []any) {
	if filter.Len() == 0 {
		return "", nil
	}

	var conditions []string
	var args []any

	if v, err := filter.Get("_id"); err == nil {
		if s, ok := v.(string); ok {
			conditions = append(conditions, fmt.Sprintf(`%s = ?`, metadata.IDColumn))
			args = append(args, string(must.NotFail(sjson.MarshalSingleValue(s))))
		}
	}

	bounds, _ := backends.IDBoundsOf(filter)
	for _, bound := range bounds {
		conditions = append(conditions, fmt.Sprintf(`%s %s ?`, metadata.IDColumn, idBoundSQL[bound.Op]))
		args = append(args, string(must.NotFail(sjson.MarshalSingleValue(bound.Value))))
	}

	if len(bounds) > 0 {
		// The JSON text of a string `_id` can fall inside an ObjectID's range: the type,
		// from the document's stored schema, keeps the SQL exact, so a LIMIT can be too.
		conditions = append(conditions, fmt.Sprintf(`%s->>'$."$s".p._id.t' = 'objectId'`, metadata.DefaultColumn))
	}

	for _, key := range filter.Keys() {
		if key == "_id" || !plainField.MatchString(key) {
			continue
		}

		var text string

		switch v := must.NotFail(filter.Get(key)).(type) {
		case string:
			text = v
		case types.ObjectID:
			text = hex.EncodeToString(v[:])
		default:
			continue
		}

		path := "'$." + key + "'"
		conditions = append(conditions, fmt.Sprintf(
			`(%[1]s->>%[2]s = ? OR json_type(%[1]s, %[2]s) = 'array')`, metadata.DefaultColumn, path,
		))
		args = append(args, text)
	}

	if len(conditions) == 0 {
		return "", nil
	}

	return " WHERE " + strings.Join(conditions, " AND "), args
}
