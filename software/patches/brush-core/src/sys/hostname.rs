pub(crate) fn get() -> std::io::Result<std::ffi::OsString> {
    hostname::get()
}
