-- wrk script: every request is a login of the demo account (PBKDF2 at full cost on the server).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"login":"13800000000","password":"sandbox-demo"}'
